import Foundation

/// Runs a helper program (ffprobe, ffmpeg) without letting it hang or flood the app: its
/// standard input is `/dev/null`, its output and errors are read into memory through pipes
/// (no temporary file) up to `maximumOutput` bytes, and it is killed when it runs past
/// `timeout`, when the output grows past the bound, or when `cancellation` is cancelled (looked
/// at every 20 ms, so Esc stops it at once). The child never sees the terminal.
public struct BoundedProcess: Sendable {
    public var executable: String
    public var arguments: [String]
    public var maximumOutput: Int
    /// Seconds.
    public var timeout: Double

    public struct Output: Sendable, Equatable {
        public var status: Int32
        public var standardOutput: [UInt8]
        public var standardError: [UInt8]

        /// The last line of its error output, for a one-line message.
        public var errorLine: String {
            let text = String(decoding: standardError, as: UTF8.self)
            return text.split(whereSeparator: \.isNewline).last.map(String.init) ?? "exit status \(status)"
        }
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case notFound(String)
        case cannotStart(String)
        case timedOut(String, seconds: Double)
        case tooMuchOutput(String, bytes: Int)
        case cancelled

        public var description: String {
            switch self {
            case let .notFound(name): return "\(name) is not installed"
            case let .cannotStart(name): return "\(name) could not be started"
            case let .timedOut(name, seconds): return "\(name) took longer than \(Int(seconds)) s and was stopped"
            case let .tooMuchOutput(name, bytes): return "\(name) wrote more than \(bytes / 1_048_576) MiB and was stopped"
            case .cancelled: return "cancelled"
            }
        }
    }

    public init(executable: String, arguments: [String], maximumOutput: Int = 64 * 1_048_576, timeout: Double = 60) {
        self.executable = executable
        self.arguments = arguments
        self.maximumOutput = maximumOutput
        self.timeout = timeout
    }

    /// The full path of `name` on `PATH`, or nil.
    public static func find(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    public func run(cancellation: Cancellation = .none) throws -> Output {
        let name = (executable as NSString).lastPathComponent
        guard let program = Self.find(executable) else { throw Failure.notFound(name) }
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        guard Self.makePipe(&outPipe) else { throw Failure.cannotStart(name) }
        guard Self.makePipe(&errPipe) else {
            close(outPipe[0]); close(outPipe[1])
            throw Failure.cannotStart(name)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, so a terminal's Ctrl-C or resize never reaches it, and default signals.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, &attributes, argv, environ)
        close(outPipe[1])
        close(errPipe[1])
        defer { close(outPipe[0]); close(errPipe[0]) }
        guard spawned == 0 else { throw Failure.cannotStart(name) }

        var output = Output(status: 0, standardOutput: [], standardError: [])
        var failure: Failure?
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1_000_000_000)
        var open = [outPipe[0], errPipe[0]]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !open.isEmpty && failure == nil {
            if cancellation.isCancelled { failure = .cancelled; break }
            if DispatchTime.now().uptimeNanoseconds > deadline { failure = .timedOut(name, seconds: timeout); break }
            var polls = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polls, nfds_t(polls.count), 20)
            if ready < 0 && errno != EINTR { failure = .cannotStart(name); break }
            guard ready > 0 else { continue }
            for entry in polls where entry.revents != 0 {
                let got = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress!, $0.count) }
                if got < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                if got <= 0 { open.removeAll { $0 == entry.fd }; continue }
                if entry.fd == outPipe[0] {
                    output.standardOutput.append(contentsOf: buffer[0..<got])
                    if output.standardOutput.count > maximumOutput { failure = .tooMuchOutput(name, bytes: maximumOutput) }
                } else if output.standardError.count < 65_536 {
                    output.standardError.append(contentsOf: buffer[0..<got])
                }
            }
        }
        var status: Int32 = 0
        // Output closed: wait for the exit, still bounded by the deadline and the cancellation.
        while failure == nil {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid || (waited < 0 && errno != EINTR) { break }
            if cancellation.isCancelled { failure = .cancelled; break }
            if DispatchTime.now().uptimeNanoseconds > deadline { failure = .timedOut(name, seconds: timeout); break }
            usleep(2_000)
        }
        if failure != nil {
            kill(pid, SIGKILL)
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        if let failure { throw failure }
        // Exited normally: its exit code; killed by a signal: 128 + the signal, as a shell says.
        output.status = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return output
    }

    /// A pipe whose ends close on exec (the child keeps only the copies it is given as 1 and 2).
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }
}
