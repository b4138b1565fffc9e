// NSImage: the system image names AppKit declares.

extension NSImage {
    /// An action menu template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/actiontemplatename
    public static let actionTemplateName: NSImage.Name = "NSActionTemplate"
    /// An add item template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/addtemplatename
    public static let addTemplateName: NSImage.Name = "NSAddTemplate"
    /// A remove item template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/removetemplatename
    public static let removeTemplateName: NSImage.Name = "NSRemoveTemplate"
    /// A go back template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/golefttemplatename
    public static let goLeftTemplateName: NSImage.Name = "NSGoLeftTemplate"
    /// A go forward template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/gorighttemplatename
    public static let goRightTemplateName: NSImage.Name = "NSGoRightTemplate"
    /// A backward navigation template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/gobacktemplatename
    public static let goBackTemplateName: NSImage.Name = "NSGoBackTemplate"
    /// A forward navigation template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/goforwardtemplatename
    public static let goForwardTemplateName: NSImage.Name = "NSGoForwardTemplate"
    /// A refresh template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/refreshtemplatename
    public static let refreshTemplateName: NSImage.Name = "NSRefreshTemplate"
    /// A freestanding refresh template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/refreshfreestandingtemplatename
    public static let refreshFreestandingTemplateName: NSImage.Name = "NSRefreshFreestandingTemplate"
    /// A stop progress button template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/stopprogresstemplatename
    public static let stopProgressTemplateName: NSImage.Name = "NSStopProgressTemplate"
    /// A freestanding stop progress template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/stopprogressfreestandingtemplatename
    public static let stopProgressFreestandingTemplateName: NSImage.Name = "NSStopProgressFreestandingTemplate"
    /// A share view template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/sharetemplatename
    public static let shareTemplateName: NSImage.Name = "NSShareTemplate"
    /// A Quick Look template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/quicklooktemplatename
    public static let quickLookTemplateName: NSImage.Name = "NSQuickLookTemplate"
    /// A freestanding reveal contents template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/revealfreestandingtemplatename
    public static let revealFreestandingTemplateName: NSImage.Name = "NSRevealFreestandingTemplate"
    /// A freestanding link template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/followlinkfreestandingtemplatename
    public static let followLinkFreestandingTemplateName: NSImage.Name = "NSFollowLinkFreestandingTemplate"
    /// A locked padlock template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/locklockedtemplatename
    public static let lockLockedTemplateName: NSImage.Name = "NSLockLockedTemplate"
    /// An unlocked padlock template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/lockunlockedtemplatename
    public static let lockUnlockedTemplateName: NSImage.Name = "NSLockUnlockedTemplate"
    /// An enter full-screen mode template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/enterfullscreentemplatename
    public static let enterFullScreenTemplateName: NSImage.Name = "NSEnterFullScreenTemplate"
    /// An exit full-screen mode template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/exitfullscreentemplatename
    public static let exitFullScreenTemplateName: NSImage.Name = "NSExitFullScreenTemplate"
    /// A check mark template image for a menu item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/menuonstatetemplatename
    public static let menuOnStateTemplateName: NSImage.Name = "NSMenuOnStateTemplate"
    /// A horizontal dash template image for a menu item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/menumixedstatetemplatename
    public static let menuMixedStateTemplateName: NSImage.Name = "NSMenuMixedStateTemplate"
    /// A bookmarks template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/bookmarkstemplatename
    public static let bookmarksTemplateName: NSImage.Name = "NSBookmarksTemplate"
    /// A home template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/hometemplatename
    public static let homeTemplateName: NSImage.Name = "NSHomeTemplate"
    /// A path control template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/pathtemplatename
    public static let pathTemplateName: NSImage.Name = "NSPathTemplate"
    /// A slideshow template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/slideshowtemplatename
    public static let slideshowTemplateName: NSImage.Name = "NSSlideshowTemplate"
    /// A badge for a smart item template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/smartbadgetemplatename
    public static let smartBadgeTemplateName: NSImage.Name = "NSSmartBadgeTemplate"
    /// An icon view mode template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/iconviewtemplatename
    public static let iconViewTemplateName: NSImage.Name = "NSIconViewTemplate"
    /// A list view mode template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/listviewtemplatename
    public static let listViewTemplateName: NSImage.Name = "NSListViewTemplate"
    /// A column view mode template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/columnviewtemplatename
    public static let columnViewTemplateName: NSImage.Name = "NSColumnViewTemplate"
    /// A cover flow view mode template image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/flowviewtemplatename
    public static let flowViewTemplateName: NSImage.Name = "NSFlowViewTemplate"
    /// An icon for a Touch Bar button that adds an item.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/touchbaraddtemplatename
    public static let touchBarAddTemplateName: NSImage.Name = "NSTouchBarAddTemplate"
    /// A caution image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/cautionname
    public static let cautionName: NSImage.Name = "NSCaution"
    /// A folder image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/foldername
    public static let folderName: NSImage.Name = "NSFolder"
    /// A single-user image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/username
    public static let userName: NSImage.Name = "NSUser"
    /// A group of users image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/usergroupname
    public static let userGroupName: NSImage.Name = "NSUserGroup"
    /// A guest user image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/userguestname
    public static let userGuestName: NSImage.Name = "NSUserGuest"
    /// A user accounts preferences image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/useraccountsname
    public static let userAccountsName: NSImage.Name = "NSUserAccounts"
    /// An image representing all users.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/everyonename
    public static let everyoneName: NSImage.Name = "NSEveryone"
    /// A general preferences image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/preferencesgeneralname
    public static let preferencesGeneralName: NSImage.Name = "NSPreferencesGeneral"
    /// An advanced preferences image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/advancedname
    public static let advancedName: NSImage.Name = "NSAdvanced"
    /// A network image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/networkname
    public static let networkName: NSImage.Name = "NSNetwork"
    /// An information image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/infoname
    public static let infoName: NSImage.Name = "NSInfo"
    /// An image of the computer.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/computername
    public static let computerName: NSImage.Name = "NSComputer"
    /// The app's icon.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/applicationiconname
    public static let applicationIconName: NSImage.Name = "NSApplicationIcon"
    /// An image of the color panel.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/colorpanelname
    public static let colorPanelName: NSImage.Name = "NSColorPanel"
    /// An image of the font panel.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/fontpanelname
    public static let fontPanelName: NSImage.Name = "NSFontPanel"
    /// An empty trash can image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/trashemptyname
    public static let trashEmptyName: NSImage.Name = "NSTrashEmpty"
    /// A full trash can image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/trashfullname
    public static let trashFullName: NSImage.Name = "NSTrashFull"
    /// A small green status indicator image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/statusavailablename
    public static let statusAvailableName: NSImage.Name = "NSStatusAvailable"
    /// A small yellow status indicator image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/statuspartiallyavailablename
    public static let statusPartiallyAvailableName: NSImage.Name = "NSStatusPartiallyAvailable"
    /// A small red status indicator image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/statusunavailablename
    public static let statusUnavailableName: NSImage.Name = "NSStatusUnavailable"
    /// A small clear status indicator image.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nsimage/statusnonename
    public static let statusNoneName: NSImage.Name = "NSStatusNone"
}
