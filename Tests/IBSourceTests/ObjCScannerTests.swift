import IBSource
import Testing

@Suite struct ObjCScannerTests {
    static let header = """
    #import <UIKit/UIKit.h>
    // @interface Commented : Out
    @interface LoginViewController : UIViewController <UITextFieldDelegate> {
        IBOutlet UILabel *legacyLabel;
    }
    @property (nonatomic, weak) IBOutlet UITextField *userField;
    @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *buttons;
    @property (nonatomic) IBInspectable CGFloat radius;
    - (IBAction)login:(id)sender;
    - (IBAction)unwindToLogin:(UIStoryboardSegue *)segue;
    @end
    """

    static let implementation = """
    #import "LoginViewController.h"
    @implementation LoginViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        [self.tableView registerNib:[UINib nibWithNibName:@"Cell" bundle:nil] forCellReuseIdentifier:@"cell"];
    }
    - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
        if ([segue.identifier isEqualToString:@"showHome"]) { }
    }
    - (void)tapped:(UIButton *)button withEvent:(UIEvent *)event {
        [self performSegueWithIdentifier:@"showHome" sender:self];
    }
    @end
    """

    @Test func interfaceDeclaresClassOutletsAndActions() throws {
        let type = try #require(SourceFileIndex.index(text: Self.header, path: "L.h").types.first)
        #expect(type.name == "LoginViewController" && type.superclass == "UIViewController" && type.isDeclared)
        #expect(type.conformances == ["UITextFieldDelegate"])
        #expect(type.location.line == 3 && type.location.column == 12)
        #expect(type.outlets.map(\.name) == ["legacyLabel", "userField", "buttons"])
        #expect(type.outlet(named: "buttons")?.typeName == "UIButton" && type.outlet(named: "buttons")?.isCollection == true)
        #expect(type.outlet(named: "userField")?.typeName == "UITextField")
        #expect(type.property(named: "radius")?.isInspectable == true)
        #expect(type.methods.map(\.selector) == ["login:", "unwindToLogin:"])
        #expect(type.method(withSelector: "unwindToLogin:")?.parameterTypes == ["UIStoryboardSegue"])
    }

    @Test func implementationAddsMethodsAndIdentifierUses() throws {
        let file = SourceFileIndex.index(text: Self.implementation, path: "L.m")
        let type = try #require(file.types.first)
        #expect(!type.isDeclared)
        #expect(type.methods.map(\.selector) == ["viewDidLoad", "prepareForSegue:sender:", "tapped:withEvent:"])
        let summary = file.identifierUses.map { "\($0.kind.rawValue) \($0.value) \($0.location.line):\($0.location.column)" }
        #expect(summary == [
            "nibName Cell 5:55", "reuseRegistration cell 5:98", "segueComparison showHome 8:43", "segueIdentifier showHome 11:38",
        ])
    }

    @Test func malformedSourceIsSkippedNotReported() {
        let file = SourceFileIndex.index(text: "@interface\n@property (\n- (IBAction\n@implementation X : {{{", path: "bad.m")
        #expect(file.diagnostics.isEmpty)
    }
}

/// Objective-C declarations that earlier readings missed on real apps.
@Suite struct ObjCScannerMembershipTests {
    @Test func ivarsOfAnImplementationAfterAClassExtensionAreOutlets() {
        let source = """
        #import <Cocoa/Cocoa.h>
        @import os.log;
        @interface GeneralPreferencesViewController ()
        -(void)refreshLinkHandler;
        @end

        @implementation GeneralPreferencesViewController {
            IBOutlet NSPopUpButton *checkFrequency;
            IBOutlet NSButton *checkOnStartUp;
        }
        @end
        """
        let file = SourceFileIndex.index(text: source, path: "G.m")
        let outlets = SourceIndex(files: [file]).type(named: "GeneralPreferencesViewController")?.outlets.map(\.name)
        #expect(outlets == ["checkFrequency", "checkOnStartUp"])
        #expect(file.imports == ["Cocoa", "os"])
    }

    @Test func dequeuingWithoutForIndexPathReturnsNil() {
        let source = """
        @implementation List
        - (UITableViewCell *)cell {
            UITableViewCell *a = [self.tableView dequeueReusableCellWithIdentifier:@"Cell"];
            UITableViewCell *b = [self.tableView dequeueReusableCellWithIdentifier:@"Strict" forIndexPath:path];
            return a ?: b;
        }
        @end
        """
        let uses = SourceFileIndex.index(text: source, path: "L.m").identifierUses
        #expect(uses.map(\.raisesWhenMissing) == [false, true])
    }
}
