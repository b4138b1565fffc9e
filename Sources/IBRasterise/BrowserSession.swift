import Foundation

/// One headless browser kept open while a run writes its PNG files: each drawing is loaded into
/// the same page and photographed over the DevTools protocol, so a browser starts once per run
/// instead of once per drawing (a start costs about a second; a drawing, a tenth of one).
final class BrowserSession {
    private let pipe: BrowserPipe
    private let profile: URL
    private var session = ""
    private var lastID = 0
    /// Events the browser sent while a reply was awaited, by method name, since the last navigation.
    private var events: [String] = []

    /// The seconds the browser is given to start, and to load and photograph one drawing.
    static let startTimeout = 30.0, drawingTimeout = 60.0

    /// The switches every headless run takes: no sandbox (containers have none), no GPU, no
    /// scroll bars, and a profile of its own in `profile`.
    static func headless(profile: URL) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(profile.path)"]
    }

    /// Starts the browser at `executable` with a page to draw in; its profile goes in `scratch`.
    init(executable: String, scratch: URL) throws {
        profile = scratch.appendingPathComponent("profile")
        pipe = try BrowserPipe(executable: executable, arguments: Self.headless(profile: profile) + ["about:blank"])
        do {
            guard let target = try call("Target.createTarget", ["url": "about:blank"], timeout: Self.startTimeout)["targetId"] as? String,
                  let session = try call("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String else {
                throw BrowserPipe.Failure(description: "the browser opened no page")
            }
            self.session = session
            _ = try call("Page.enable", [:], in: session)
        } catch {
            close()
            throw error
        }
    }

    /// The PNG of the SVG file at `source`, `width` by `height` pixels.
    func png(of source: URL, width: Int, height: Int) throws -> [UInt8] {
        _ = try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false], in: session)
        events.removeAll()
        let navigation = try call("Page.navigate", ["url": source.absoluteString], in: session)
        if let error = navigation["errorText"] as? String { throw BrowserPipe.Failure(description: "the browser could not load the drawing: \(error)") }
        try waitFor("Page.loadEventFired")
        let shot = try call("Page.captureScreenshot", ["format": "png"], in: session)
        guard let text = shot["data"] as? String, let bytes = Data(base64Encoded: text), !bytes.isEmpty else {
            throw BrowserPipe.Failure(description: "the browser returned no picture")
        }
        return [UInt8](bytes)
    }

    /// Asks the browser to quit, waits for it, and removes its profile.
    func close() {
        lastID += 1
        try? pipe.send(["id": lastID, "method": "Browser.close"])
        pipe.stop()
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a command (to the page's session when `session` is given) and returns its result;
    /// an error reply throws.
    private func call(_ method: String, _ parameters: [String: Any], in session: String? = nil, timeout: Double = drawingTimeout) throws -> [String: Any] {
        lastID += 1
        let id = lastID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        try pipe.send(message)
        while true {
            let reply = try pipe.next(timeout: timeout)
            if let event = reply["method"] as? String {
                events.append(event)
                continue
            }
            guard reply["id"] as? Int == id else { continue }
            if let error = reply["error"] as? [String: Any] {
                throw BrowserPipe.Failure(description: "the browser refused \(method): \(error["message"] as? String ?? "no reason given")")
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Waits for the event `method`, unless it already came.
    private func waitFor(_ method: String) throws {
        while !events.contains(method) {
            let message = try pipe.next(timeout: Self.drawingTimeout)
            if let event = message["method"] as? String { events.append(event) }
        }
    }
}
