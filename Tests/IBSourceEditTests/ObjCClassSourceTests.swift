import IBSourceEdit
import Testing

/// Lines added before an Objective-C class's `@end`, and classes renamed by token.
@Suite struct ObjCClassSourceTests {
    static let header = """
        #import <UIKit/UIKit.h>

        @interface ListViewController (Sorting)
        - (void)sort;
        @end

        @interface ListViewController : UIViewController
        @property (nonatomic) NSInteger count;
        @end

        """

    @Test func aPropertyGoesBeforeTheClassesEndNotACategorys() throws {
        let text = try #require(ObjCClassSource.adding(["@property (weak, nonatomic) IBOutlet UIButton *openButton;"], to: .interface,
                                                       of: "ListViewController", in: Self.header))
        #expect(text.hasSuffix("""
            @property (nonatomic) NSInteger count;

            @property (weak, nonatomic) IBOutlet UIButton *openButton;

            @end

            """))
        #expect(text.contains("- (void)sort;\n@end"))
    }

    @Test func aFileWithoutTheBlockIsNotChanged() {
        #expect(ObjCClassSource.adding(["- (IBAction)open:(id)sender {", "}"], to: .implementation, of: "ListViewController", in: Self.header) == nil)
    }

    @Test func aRenameLeavesImportsStringsAndCommentsAlone() throws {
        let text = """
            #import "ListViewController.h"
            // ListViewController
            @implementation ListViewController
            - (NSString *)name { return @"ListViewController"; }
            @end

            """
        let renamed = try #require(ObjCClassSource.renaming("ListViewController", to: "ItemsViewController", in: text))
        #expect(renamed == text.replacingOccurrences(of: "@implementation ListViewController", with: "@implementation ItemsViewController"))
    }
}
