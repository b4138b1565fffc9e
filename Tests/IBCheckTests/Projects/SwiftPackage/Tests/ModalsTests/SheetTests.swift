import XCTest
@testable import Modals_iOS

final class SheetTests: XCTestCase {
    func testSheetLoads() {}
}
