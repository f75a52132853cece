import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stand-in for Ferry on a free port of 127.0.0.1 that answers from a script, one answer per
/// connection (each closed after), so the retry tests see real HTTP from URLSession: status lines,
/// Retry-After, bodies that are not JSON, a server that never answers.
final class ScriptedServer: @unchecked Sendable {
    enum Reply {
        case answer(status: Int, headers: [String: String] = [:], body: String)
        /// Accepts the connection and never answers.
        case silence
        /// Answers as `reply` does, after a pause (a slow Ferry).
        indirect case after(seconds: Double, Reply)
    }

    let port: Int
    private let socket: Int32
    private let lock = NSLock()
    private var script: [Reply]
    private var requestLines: [String] = []
    private var held: [Int32] = []

    init(_ script: [Reply]) throws {
        self.script = script
        let fd = Self.listeningSocket()
        socket = fd
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    var url: String { "http://127.0.0.1:\(port)" }

    /// The request lines received so far ("POST /api/match HTTP/1.1").
    var requests: [String] {
        lock.lock()
        defer { lock.unlock() }
        return requestLines
    }

    func close() {
        lock.lock()
        let open = held
        held = []
        lock.unlock()
        open.forEach { _ = closeSocket($0) }
        _ = shutdown(socket, Int32(SHUT_RDWR))
        _ = closeSocket(socket)
    }

    private func serve() {
        while true {
            let client = accept(socket, nil, nil)
            if client < 0 { return }
            let requestLine = readRequest(client)
            lock.lock()
            requestLines.append(requestLine)
            var reply = script.isEmpty ? .answer(status: 500, body: "{\"error\":\"script ended\",\"code\":\"INTERNAL\"}") : script.removeFirst()
            if case .silence = reply { held.append(client) }
            lock.unlock()
            if case let .after(seconds, later) = reply {
                Thread.sleep(forTimeInterval: seconds)
                reply = later
            }
            guard case let .answer(status, headers, body) = reply else { continue }
            var head = "HTTP/1.1 \(status) Scripted\r\nContent-Type: application/json\r\nConnection: close\r\n"
            head += "Content-Length: \(body.utf8.count)\r\n" + headers.map { "\($0.key): \($0.value)\r\n" }.joined() + "\r\n"
            let bytes = Array((head + body).utf8)
            _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, 0) }
            _ = closeSocket(client)
        }
    }

    /// Reads the head and the Content-Length body; answers the request line.
    private func readRequest(_ client: Int32) -> String {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = recv(client, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
            let text = String(decoding: received, as: UTF8.self)
            guard let end = text.range(of: "\r\n\r\n") else { continue }
            let head = text[..<end.lowerBound].lowercased()
            let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
            if text[end.upperBound...].utf8.count >= length { break }
        }
        // Not prefix(while:): Swift reads "\r\n" as one Character, which is never "\r".
        return String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n").first ?? ""
    }

    private static func listeningSocket() -> Int32 {
        #if canImport(Glibc)
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        listen(fd, 16)
        return fd
    }

    /// A port that refuses connections: one the system gave, then closed.
    static func closedPort() -> Int {
        let server = try! ScriptedServer([])
        server.close()
        return server.port
    }
}

private func closeSocket(_ fd: Int32) -> Int32 {
    #if canImport(Glibc)
    return Glibc.close(fd)
    #else
    return Darwin.close(fd)
    #endif
}
