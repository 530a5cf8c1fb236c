import os

extension Logger {
    static let network = Logger(subsystem: "com.example.app", category: "network")
    static let ui = Logger(subsystem: "com.example.app", category: "ui")
}

func logRequest(_ request: URLRequest, attempt: Int, token: String) {
    Logger.network.debug("➡️ \(request.httpMethod ?? "GET", privacy: .public) \(request.url?.absoluteString ?? "<nil>", privacy: .private(mask: .hash))")
    Logger.network.info("attempt \(attempt, format: .decimal(minDigits: 2)) of \(3)")
    Logger.network.error("token \(token, privacy: .sensitive) rejected; ratio=\(Double(attempt) / 3.0, format: .fixed(precision: 2))")
    Logger.ui.notice("tap at \(String(describing: CGPoint(x: 1, y: 2)), align: .left(columns: 20))|")
    os_log("legacy %{public}@ %d%%", log: .default, type: .info, "message", 100)
    os_log(.fault, "assertion %{private}s failed at %s:%d", "x > 0", #file, #line)
    Logger.ui.log(level: .debug, "\(#function) in \(#fileID):\(#line)")
}

let signposter = OSSignposter(logger: .network)
let state = signposter.beginInterval("decode", id: signposter.makeSignpostID(), "size=\(1024)")
signposter.endInterval("decode", state, "done \("ok")")
