import Foundation
import IBFoundation
import MCP

/// `ibkit mcp`: a Model Context Protocol server over standard input and output whose tools check,
/// outline, lay out, map, draw, compare and safely edit the documents of one workspace folder.
public enum AgentServer {
    /// Serves until the client closes the stream.
    public static func serve(root: String) async throws {
        let boundary = WorkspaceBoundary(root: root)
        let tools = AgentToolbox.tools()
        let byName = Dictionary(uniqueKeysWithValues: tools.map { ($0.name, $0) })
        let server = Server(
            name: "ibkit", version: IBKitVersion.current,
            instructions: "Tools for Interface Builder documents (.storyboard, .xib) in \(boundary.root). After editing a document, call check; use outline and render to look before and after.",
            capabilities: .init(tools: .init(listChanged: false))
        )
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: tools.map(\.listed)) }
        await server.withMethodHandler(CallTool.self) { params in
            guard let tool = byName[params.name] else {
                return CallTool.Result(content: [.text(text: "unknown tool '\(params.name)'; the tools are \(tools.map(\.name).joined(separator: ", "))", annotations: nil, _meta: nil)],
                                       isError: true)
            }
            do {
                return try tool.run(ToolArguments(values: params.arguments ?? [:], boundary: boundary))
            } catch {
                return CallTool.Result(content: [.text(text: "\(error)", annotations: nil, _meta: nil)], isError: true)
            }
        }
        try await server.start(transport: StdioTransport())
        await server.waitUntilCompleted()
    }
}
