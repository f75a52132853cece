import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP exchange with the app's URLSession, as async/await on every iOS the package supports:
/// `URLSession.data(for:)` needs iOS 15, so this wraps a data task, and cancelling the Swift task
/// cancels the data task (the call's deadline relies on it).
struct RawAnswer: Sendable {
    let status: Int
    let retryAfter: String?
    let body: Data
}

extension URLSession {
    func exchange(_ request: URLRequest) async throws -> RawAnswer {
        let handle = DataTaskHandle()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<RawAnswer, Error>) in
                let task = dataTask(with: request) { data, response, error in
                    if let error = error { return continuation.resume(throwing: error) }
                    guard let http = response as? HTTPURLResponse else {
                        return continuation.resume(throwing: URLError(.badServerResponse))
                    }
                    let retryAfter = http.allHeaderFields.first { ($0.key as? String)?.lowercased() == "retry-after" }?.value as? String
                    continuation.resume(returning: RawAnswer(status: http.statusCode, retryAfter: retryAfter, body: data ?? Data()))
                }
                handle.start(task)
            }
        } onCancel: {
            handle.cancel()
        }
    }
}

/// The data task, shared with the cancellation handler, which may run before the task exists.
private final class DataTaskHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var cancelled = false

    func start(_ task: URLSessionDataTask) {
        lock.lock()
        self.task = task
        let cancelled = self.cancelled
        lock.unlock()
        task.resume()
        if cancelled { task.cancel() }
    }

    func cancel() {
        lock.lock()
        cancelled = true
        let task = self.task
        lock.unlock()
        task?.cancel()
    }
}
