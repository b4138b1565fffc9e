import Testing
import IBRuntime
import IBProject

@Test func smoke() throws {
    let runtime = Runtime(paths: ["/work/main/Examples/SeedApp"])
    let main = try runtime.storyboard(named: "Main")
    try runtime.launch(main)
    print(runtime.trace.map(\.description).joined(separator: "\n"))
    print(runtime.hierarchyDescription())
    runtime.clearTrace()
    try runtime.tap("goToB")
    try runtime.tap("goToC")
    print(runtime.trace.map(\.description).joined(separator: "\n"))
    print(runtime.hierarchyDescription())
    runtime.clearTrace()
    try runtime.tap("backToA")
    print(runtime.trace.map(\.description).joined(separator: "\n"))
    print(runtime.hierarchyDescription())
}
