import Foundation
import IBFoundation

/// One JSON-RPC 2.0 message: a request, a notification, or a response to one of ours.
public enum JSONRPCMessage: Equatable, Sendable {
    /// A call that wants an answer.
    case request(id: JSONValue, method: String, params: JSONValue?)
    /// A call that wants none.
    case notification(method: String, params: JSONValue?)
    /// The answer to a request this side sent.
    case response(id: JSONValue, result: JSONValue?, error: JSONValue?)

    /// The error codes the protocol names.
    public enum ErrorCode: Int, Sendable {
        /// The body is not JSON.
        case parseError = -32700
        /// JSON, but not a request.
        case invalidRequest = -32600
        /// No such method.
        case methodNotFound = -32601
        /// The params do not fit the method.
        case invalidParams = -32602
        /// The server failed.
        case internalError = -32603
        /// A request before `initialize`.
        case serverNotInitialized = -32002
        /// The request was cancelled by the client.
        case requestCancelled = -32800
        /// The content changed while the request ran; its answer would be out of date.
        case contentModified = -32801
    }

    /// Why a body is not a message, with the id to answer to when one could be read.
    public struct DecodingError: Error, Equatable, Sendable {
        /// The code to answer with.
        public var code: ErrorCode
        /// What was wrong.
        public var message: String
        /// The request's id, when it could be read.
        public var id: JSONValue?
    }

    /// Reads a message from a body. Never throws anything but a `DecodingError`.
    public static func decode(_ body: [UInt8]) throws(DecodingError) -> JSONRPCMessage {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(body))
        } catch {
            throw DecodingError(code: .parseError, message: "the message is not JSON", id: nil)
        }
        guard case .object(let members) = value else {
            throw DecodingError(code: .invalidRequest, message: "the message is not a JSON object", id: nil)
        }
        let id = members["id"]
        // An error response to a message whose id could not be read carries a null id.
        if let id, !Self.isValidID(id), !(id == .null && members["method"] == nil) {
            throw DecodingError(code: .invalidRequest, message: "the id is neither a number nor a string", id: nil)
        }
        if let method = members["method"] {
            guard case .string(let name) = method else { throw DecodingError(code: .invalidRequest, message: "the method is not a string", id: id) }
            if let params = members["params"], !Self.isStructured(params) {
                throw DecodingError(code: .invalidRequest, message: "params must be an object or an array", id: id)
            }
            if let id { return .request(id: id, method: name, params: members["params"]) }
            return .notification(method: name, params: members["params"])
        }
        if let id, members["result"] != nil || members["error"] != nil {
            return .response(id: id, result: members["result"], error: members["error"])
        }
        throw DecodingError(code: .invalidRequest, message: "the message has neither a method nor a result", id: id)
    }

    static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .string: return true
        case .number: return id.intValue != nil
        default: return false
        }
    }

    static func isStructured(_ value: JSONValue) -> Bool {
        switch value {
        case .object, .array, .null: return true
        default: return false
        }
    }

    /// The message as a JSON body.
    public func encoded() -> [UInt8] {
        var members: [String: JSONValue] = ["jsonrpc": .string("2.0")]
        switch self {
        case .request(let id, let method, let params):
            members["id"] = id
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case .notification(let method, let params):
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case .response(let id, let result, let error):
            members["id"] = id
            if let error { members["error"] = error } else { members["result"] = result ?? .null }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? Array(encoder.encode(JSONValue.object(members)))) ?? Array(#"{"jsonrpc":"2.0"}"#.utf8)
    }

    /// An error response.
    public static func failure(id: JSONValue?, code: ErrorCode, message: String) -> JSONRPCMessage {
        .response(id: id ?? .null, result: nil, error: .object(["code": .number(Double(code.rawValue)), "message": .string(message)]))
    }
}
