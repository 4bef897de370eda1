import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URLSession delegate behind `HTTPClient`. It exists because a task with a completion
/// handler reads the whole body into memory and follows redirects on its own. Here each body
/// is counted as it arrives and cut off once it passes the client's limit (a declared
/// `Content-Length` over the limit stops the task before any of the body), and redirects are
/// never followed by URLSession: the 3xx answer comes back to the client, which decides where
/// the request — and its secrets — may go next.
final class HTTPTransfers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var running: [Int: HTTPTransfer] = [:]

    /// Starts tracking `task` (call before `resume()`); the transfer finishes when it does.
    func track(_ task: URLSessionDataTask, limit: Int) -> HTTPTransfer {
        let transfer = HTTPTransfer(limit: limit)
        lock.lock()
        running[task.taskIdentifier] = transfer
        lock.unlock()
        return transfer
    }

    private func transfer(for task: URLSessionTask) -> HTTPTransfer? {
        lock.lock()
        defer { lock.unlock() }
        return running[task.taskIdentifier]
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let accepted = transfer(for: dataTask)?.accept(response) ?? true
        completionHandler(accepted ? .allow : .cancel)
        // Some URLSession implementations ignore the disposition; cancelling is what counts.
        if !accepted { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        if transfer(for: dataTask)?.append(data) == false { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        lock.lock()
        let transfer = running.removeValue(forKey: task.taskIdentifier)
        lock.unlock()
        transfer?.finish(response: task.response, error: error)
    }
}

/// One exchange as it happens: the answer's head, the body so far, and whether the body went
/// over the limit. Filled on URLSession's delegate queue, read by the waiting caller. It is
/// over when the task finishes or as soon as the body passes the limit — the caller does not
/// wait for the cancelled task to wind down.
final class HTTPTransfer: @unchecked Sendable {
    /// What the caller gets once the task has finished.
    struct Result {
        var response: HTTPURLResponse?
        var body: Data
        var error: Error?
        var tooLarge: Bool
    }

    private let limit: Int
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var result = Result(response: nil, body: Data(), error: nil, tooLarge: false)
    private var isOver = false

    init(limit: Int) {
        self.limit = limit
    }

    /// Records the head; false when its `Content-Length` is over the limit.
    func accept(_ response: URLResponse) -> Bool {
        let http = response as? HTTPURLResponse
        let declared = max(response.expectedContentLength, Self.contentLength(http) ?? -1)
        lock.lock()
        result.response = http
        lock.unlock()
        guard declared <= Int64(limit) else {
            markTooLarge()
            return false
        }
        return true
    }

    /// Adds a piece of the body; false (and nothing kept) once the body would pass the limit.
    func append(_ data: Data) -> Bool {
        lock.lock()
        let fits = !result.tooLarge && result.body.count + data.count <= limit
        if fits { result.body.append(data) }
        lock.unlock()
        if !fits { markTooLarge() }
        return fits
    }

    func finish(response: URLResponse?, error: Error?) {
        lock.lock()
        if result.response == nil { result.response = response as? HTTPURLResponse }
        if result.error == nil { result.error = error }
        lock.unlock()
        end()
    }

    /// Marks the body as too large (dropping what was kept) and ends the exchange.
    private func markTooLarge() {
        lock.lock()
        result.tooLarge = true
        result.body = Data()
        lock.unlock()
        end()
    }

    /// Wakes the waiting caller, once.
    private func end() {
        lock.lock()
        let first = !isOver
        isOver = true
        lock.unlock()
        if first { done.signal() }
    }

    /// Waits for the exchange on `task` to be over: true if it was within `seconds`.
    /// Meanwhile it watches the task's byte count, which URLSession updates as the bytes
    /// arrive — ahead of the delegate calls, which can lag far behind on a fast connection —
    /// and cancels the task as soon as the count passes the limit.
    func wait(for task: URLSessionTask, seconds: TimeInterval) -> Bool {
        let deadline = DispatchTime.now() + seconds
        while true {
            if done.wait(timeout: min(deadline, .now() + Self.watchInterval)) == .success { return true }
            if task.countOfBytesReceived > Int64(limit) {
                markTooLarge()
                task.cancel()
                return true
            }
            if DispatchTime.now() >= deadline { return false }
        }
    }

    /// How often `wait(for:seconds:)` looks at the byte count.
    static let watchInterval: DispatchTimeInterval = .milliseconds(10)

    var outcome: Result {
        lock.lock()
        defer { lock.unlock() }
        return result
    }

    private static func contentLength(_ response: HTTPURLResponse?) -> Int64? {
        guard let response else { return nil }
        for (name, value) in response.allHeaderFields {
            guard let name = name as? String, name.caseInsensitiveCompare("Content-Length") == .orderedSame,
                  let text = value as? String else { continue }
            return Int64(text.trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
