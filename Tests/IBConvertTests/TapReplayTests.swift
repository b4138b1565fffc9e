import Foundation
import IBConvert
import IBTestSupport
import Testing

/// The seed app tapped through in `ibkit run` and in its converted code: each step makes the same
/// pushes, pops, presentations, children, outlets and unwind questions.
@Suite(.serialized) struct TapReplayTests {
    static let main = Corpus.repositoryRoot.appendingPathComponent("Examples/SeedApp/Base.lproj/Main.storyboard").path

    @Test func showingBThenCPushesAndEmbedsAsTheStoryboardDoes() throws {
        let steps = try TapReplay(verifier: ConversionVerifier.prepared()).replay(storyboard: Self.main, taps: ["Go to B", "Go to C"])
        #expect(steps.map(\.title) == ["launch", "Go to B", "Go to C"])
        for step in steps {
            #expect(step.isEqual, "\(step.title): ibkit run \(step.original.sorted()), converted \(step.converted.sorted())")
        }
        let toB = try #require(steps.dropFirst().first)
        #expect(toB.original.contains("push BViewController"))
        #expect(toB.original.contains("addChild BViewController ChildViewController"))
        #expect(toB.original.contains("outlet BViewController.statusLabel"))
    }

    @Test func theSettingsReferencePresentsTheOtherStoryboardsSceneAsAFormSheet() throws {
        let steps = try TapReplay(verifier: ConversionVerifier.prepared()).replay(storyboard: Self.main, taps: ["Settings"])
        let settings = try #require(steps.last)
        #expect(settings.original.contains("present SettingsViewController formSheet"))
        #expect(settings.original.contains("outlet SettingsViewController.notificationsSwitch"))
        #expect(settings.isEqual, "ibkit run \(settings.original.sorted()), converted \(settings.converted.sorted())")
    }

    @Test func backToAUnwindsPastBAskingEachControllerOnTheWay() throws {
        let steps = try TapReplay(verifier: ConversionVerifier.prepared()).replay(storyboard: Self.main, taps: ["Go to B", "Go to C", "Back to A"])
        for step in steps {
            #expect(step.isEqual, "\(step.title): ibkit run \(step.original.sorted()), converted \(step.converted.sorted())")
        }
        let back = try #require(steps.last)
        #expect(back.original.contains("canPerformUnwind BViewController unwindToA: false"))
        #expect(back.original.contains("perform AViewController unwindToA:"))
        #expect(back.original.contains("pop CViewController"))
    }
}
