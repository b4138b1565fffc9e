import IBDocument
import IBLayout
import IBLocalization

/// Which configurations a document is laid out in: the devices its target runs on, the
/// languages it is translated into, and the text sizes, combined so that each one is tried where
/// it bites hardest (a language and a text size on the document's own device and on the smallest
/// screen) without solving every product of the three.
public struct VariantPlan: Sendable, Hashable {
    /// The device families the target builds for (`TARGETED_DEVICE_FAMILY`: phone, pad); empty
    /// for the document's own device's family.
    public var families: Set<LayoutDevice.Idiom> = []
    /// The iOS deployment target's major version, when the target says: it decides the smallest
    /// iPhone that runs the app.
    public var deploymentMajor: Int?
    /// Whether other screens (and a Mac window's minimum size) are tried.
    public var otherDevices = true
    /// Whether the document's translations are tried.
    public var translations = true
    /// Whether the pseudo-language (+40%) is tried, for documents without translations: a prompt
    /// to prepare a document for translation (`check` tries it only when `.ibkit.yml` says
    /// `layout_pseudo_language: true`, since no user ever reads it).
    public var pseudoLanguage = true
    /// Whether the right-to-left layout is tried, for documents without a right-to-left translation.
    public var rightToLeft = true
    /// The languages the app ships (`AppLanguages`), when known: the mirror is tried only for
    /// an app that ships a right-to-left language. Nil tries it wherever it applies.
    public var appLanguages: Set<String>?
    /// The text sizes tried beside the default, for documents with text that adjusts.
    public var contentSizes: [ContentSizeCategory] = [.extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]

    /// The default plan: the document's own family, every language, both pseudo-languages, two text sizes.
    public init() {}

    /// The plan for a target: its `TARGETED_DEVICE_FAMILY` (1 iPhone, 2 iPad) and
    /// `IPHONEOS_DEPLOYMENT_TARGET` (`15.0`).
    public init(deviceFamilies: Set<Int>, iOSDeploymentTarget: String?) {
        if deviceFamilies.contains(1) { families.insert(.phone) }
        if deviceFamilies.contains(2) { families.insert(.pad) }
        deploymentMajor = iOSDeploymentTarget.flatMap { Int($0.split(separator: ".").first ?? "") }
    }

    /// Only the configuration the designer saw: what the base findings are measured in.
    public static let baseOnly: VariantPlan = {
        var plan = VariantPlan()
        plan.otherDevices = false
        plan.translations = false
        plan.pseudoLanguage = false
        plan.rightToLeft = false
        plan.contentSizes = []
        return plan
    }()

    /// The configurations for `document` whose translations are `languages`; the base first.
    public func configurations(for document: Document, languages: [LocalizedDocument.Language]) -> [LayoutConfiguration] {
        var result: [LayoutConfiguration] = [.base]
        let devices = otherDevices ? self.devices(for: document) : []
        for device in devices { result.append(LayoutConfiguration(device: .device(device))) }
        let shrinks = otherDevices && document.platform == .macOS && DocumentVariant.hasShrinkableWindow(document)
        if shrinks { result.append(LayoutConfiguration(device: .windowMinimum)) }
        // The narrowest place the app shows the document, when it is not the document's own.
        let own = document.header.device?.id.flatMap(LayoutDevice.named)
        let smallest: LayoutConfiguration.Device? = shrinks ? .windowMinimum
            : devices.first.flatMap { first in own.map { first.width < $0.width } ?? false ? .device(first) : nil }
        var tried = translations ? languages : []
        // The pseudo-language and the mirror stand in for translations a document does not have:
        // its real languages (laid out together at their widest, `TranslationReach`) and a real
        // right-to-left one say more, with the strings users read; and an app that ships no
        // right-to-left language is never mirrored.
        let shipsRightToLeft = appLanguages.map { $0.contains { LocalizedDocument.Language.named($0).isRightToLeft } } ?? true
        if pseudoLanguage && tried.isEmpty { tried.append(.pseudo) }
        if rightToLeft && !tried.contains(where: \.isRightToLeft) && shipsRightToLeft { tried.append(.rightToLeft) }
        let places: [LayoutConfiguration.Device] = [.document] + (smallest.map { [$0] } ?? [])
        for language in tried {
            for place in places { result.append(LayoutConfiguration(device: place, language: language)) }
        }
        if DocumentVariant.hasAdjustingText(document) {
            for size in contentSizes {
                for place in places { result.append(LayoutConfiguration(device: place, contentSize: size)) }
            }
        }
        var seen: Set<LayoutConfiguration> = []
        return result.filter { seen.insert($0).inserted }
    }

    /// The smallest and largest screens of each family the target supports, smallest first,
    /// without the document's own device. None for the Mac, tvOS and documents that name no device.
    public func devices(for document: Document) -> [LayoutDevice] {
        guard document.platform == .iOS || document.platform == nil, let own = document.header.device?.id.flatMap(LayoutDevice.named) else { return [] }
        let families = self.families.isEmpty ? [own.idiom] : self.families
        var devices: [LayoutDevice] = []
        if families.contains(.phone) {
            // The iPhone 4s runs iOS 9 at most, the first iPhone SE iOS 15: later targets start at 375 points.
            // Without a target to say, the smallest iPhone that runs current iOS.
            let smallest = switch deploymentMajor {
            case let major? where major < 10: "retina3_5"
            case let major? where major < 16: "retina4_0"
            default: "retina4_7"
            }
            devices += [smallest, "retina6_9"].compactMap(LayoutDevice.named)
        }
        if families.contains(.pad) { devices += ["ipad9_7", "ipad12_9"].compactMap(LayoutDevice.named) }
        return devices.filter { $0.id != own.id }.sorted { ($0.width, $0.height) < ($1.width, $1.height) }
    }
}
