import Foundation
import ShowbookTestSupport
#if canImport(Glibc)
import Glibc
import ShowbookPlatform
#endif

/// What a finished child process left behind. `status` is the exit code, 128 + N when killed
/// by signal N, and -1 when it had to be killed for running too long.
struct ProcessResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs short-lived commands (tmux clients, the showbook CLI) with a fixed environment.
///
/// It uses posix_spawn and waitpid directly: Foundation's `Process` sometimes never noticed a
/// tmux client exiting, and it lets children inherit stray descriptors (a tmux server would
/// then hold the test runner's pipes open).
enum ProcessRunner {
    /// Runs `executable` with stdin from /dev/null, stderr to a file, stdout to a pipe when
    /// `stdoutToPipe` and to a file otherwise, default signal handling and no other descriptors.
    static func run(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String],
        stdoutToPipe: Bool = false,
        timeout: TimeInterval = Poll.defaultTimeout
    ) throws -> ProcessResult {
        let scratch = try TemporaryFolder("showbook-e2e-run")
        defer { scratch.remove() }
        let outPath = scratch.path("stdout")
        let errPath = scratch.path("stderr")

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if stdoutToPipe {
            guard pipe(&pipeEnds) == 0 else { throw E2EFailure("pipe failed: errno \(errno)") }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        for descriptor in openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signal in [SIGPIPE, SIGHUP, SIGINT, SIGTERM, SIGQUIT, SIGCHLD, SIGTSTP] {
            sigaddset(&defaultSignals, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        if stdoutToPipe { close(pipeEnds[1]) }
        guard spawned == 0 else {
            if stdoutToPipe { close(pipeEnds[0]) }
            throw E2EFailure("cannot start \(executable): error \(spawned)")
        }

        var output = Data()
        if stdoutToPipe { _ = fcntl(pipeEnds[0], F_SETFL, O_NONBLOCK) }
        let status = waitForExit(pid, timeout: timeout) {
            if stdoutToPipe { drain(pipeEnds[0], into: &output) }
        }
        if stdoutToPipe {
            drain(pipeEnds[0], into: &output)
            close(pipeEnds[0])
        } else {
            output = (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data()
        }
        let errors = (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data()
        return ProcessResult(
            status: status, stdout: String(decoding: output, as: UTF8.self), stderr: String(decoding: errors, as: UTF8.self)
        )
    }

    /// Polls waitpid until `pid` ends (calling `meanwhile` between looks); kills it after
    /// `timeout` and returns -1 then.
    private static func waitForExit(_ pid: pid_t, timeout: TimeInterval, meanwhile: () -> Void) -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result == -1 && errno != EINTR { return -1 }
            if Date() >= deadline {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                return -1
            }
            meanwhile()
            usleep(5_000)
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// This process's open file descriptors, from /proc/self/fd.
    private static func openDescriptors() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { Int32($0) }
    }

    /// Reads whatever a non-blocking descriptor has ready.
    private static func drain(_ descriptor: Int32, into data: inout Data) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == -1 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// Quotes `word` for a POSIX shell command line.
    static func shellQuote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
