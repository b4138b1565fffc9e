import MCP

/// One tool an agent can call: its name, what it does, the arguments it takes, and the work.
struct AgentTool: Sendable {
    /// The tool's name.
    var name: String
    /// What the agent reads to decide to call it.
    var description: String
    /// Argument name → (JSON type, description); `required` lists those that must be given.
    var arguments: [(name: String, type: String, description: String)]
    /// The arguments that must be given.
    var required: [String]
    /// Whether the tool only reads.
    var readOnly: Bool
    /// Schemas of arguments richer than a type and a description, by argument name.
    var schemas: [String: Value] = [:]
    /// Runs the tool.
    var run: @Sendable (ToolArguments) throws -> CallTool.Result

    /// A tool whose arguments are each a type and a description.
    init(name: String, description: String, arguments: [(name: String, type: String, description: String)], required: [String], readOnly: Bool,
         schemas: [String: Value] = [:], run: @escaping @Sendable (ToolArguments) throws -> CallTool.Result) {
        self.name = name
        self.description = description
        self.arguments = arguments
        self.required = required
        self.readOnly = readOnly
        self.schemas = schemas
        self.run = run
    }

    /// The tool as the protocol lists it.
    var listed: Tool {
        var properties: [String: Value] = [:]
        for argument in arguments {
            var schema: [String: Value] = ["type": .string(argument.type), "description": .string(argument.description)]
            if argument.type == "array" { schema["items"] = .object(["type": .string("string")]) }
            properties[argument.name] = schemas[argument.name] ?? .object(schema)
        }
        return Tool(name: name, description: description,
                    inputSchema: .object(["type": .string("object"), "properties": .object(properties), "required": .array(required.map { .string($0) })]),
                    annotations: .init(readOnlyHint: readOnly, destructiveHint: false, openWorldHint: false))
    }
}

/// A tool call's arguments, read with the checks an agent's mistakes need.
struct ToolArguments: Sendable {
    let values: [String: Value]
    let boundary: WorkspaceBoundary

    /// Why a call cannot run: said to the agent as the tool's error.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    func string(_ name: String) -> String? { values[name]?.stringValue }

    func bool(_ name: String) -> Bool { values[name]?.boolValue ?? false }

    /// A path argument, resolved inside the workspace.
    func path(_ name: String) throws -> String {
        guard let value = string(name), !value.isEmpty else { throw Problem(description: "'\(name)' is required: a path inside the workspace") }
        return try boundary.resolve(value)
    }

    /// An optional path argument.
    func optionalPath(_ name: String) throws -> String? {
        guard let value = string(name), !value.isEmpty else { return nil }
        return try boundary.resolve(value)
    }

    /// A list of paths; a single string counts as one.
    func paths(_ name: String) throws -> [String] {
        if let one = string(name) { return [try boundary.resolve(one)] }
        guard let list = values[name]?.arrayValue else { return [] }
        return try list.map { value in
            guard let text = value.stringValue else { throw Problem(description: "'\(name)' must hold paths (strings)") }
            return try boundary.resolve(text)
        }
    }

    /// A list of strings.
    func strings(_ name: String) -> [String] {
        if let one = string(name) { return [one] }
        return values[name]?.arrayValue?.compactMap(\.stringValue) ?? []
    }
}
