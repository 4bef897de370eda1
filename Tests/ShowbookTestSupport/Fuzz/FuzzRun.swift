import Foundation
#if canImport(Glibc)
import Glibc
import ShowbookPlatform
#endif

/// A seeded, budgeted run of generated inputs through a reader of outside data.
///
/// A trap ends the whole test process before XCTest can report anything, so before each case
/// the run writes "fuzz NAME seed=… case=…" into a fixed buffer that a handler for the fatal
/// signals prints on the way out: every failure, trap or assertion, names the case that caused
/// it. Each case has its own generator, derived from the seed and the case number, so one case
/// replays alone: `SHOWBOOK_FUZZ_CASE=NAME:INDEX swift test --filter …` runs only that case.
/// The budget is a number of cases, never a time, so a run is the same on any machine.
public enum FuzzRun {
    /// Runs `count` cases of `body`, each given its own generator and its index.
    public static func cases(
        _ name: String, seed: UInt64, count: Int,
        _ body: (_ random: inout SeededGenerator, _ index: Int) throws -> Void
    ) rethrows {
        CrashNote.install()
        let only = replayedCase(of: name)
        for index in only.map({ $0...$0 }) ?? 0...(count - 1) where count > 0 {
            let label = "fuzz \(name) seed=0x\(String(seed, radix: 16)) case=\(index)"
            CrashNote.set(label + " (replay: SHOWBOOK_FUZZ_CASE=\(name):\(index))")
            var random = generator(seed: seed, index: index)
            do {
                try body(&random, index)
            } catch {
                CrashNote.set("")
                throw FuzzFailure(label: label, underlying: error)
            }
        }
        CrashNote.set("")
    }

    /// The generator of case `index`: independent of every other case, so a case replays alone.
    public static func generator(seed: UInt64, index: Int) -> SeededGenerator {
        var mixer = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return SeededGenerator(seed: mixer.next())
    }

    /// The case `SHOWBOOK_FUZZ_CASE` asks for, when it names this run.
    private static func replayedCase(of name: String) -> Int? {
        guard let value = ProcessInfo.processInfo.environment["SHOWBOOK_FUZZ_CASE"],
              let colon = value.lastIndex(of: ":"), value[..<colon] == name else { return nil }
        return Int(value[value.index(after: colon)...])
    }

    /// Text that names the current case, for an assertion's message.
    public static func describe(_ name: String, seed: UInt64, index: Int) -> String {
        "fuzz \(name) seed=0x\(String(seed, radix: 16)) case=\(index)"
    }
}

/// An error a fuzz case threw, with the case that threw it.
public struct FuzzFailure: Error, CustomStringConvertible {
    public let label: String
    public let underlying: Error
    public var description: String { "\(label): \(underlying)" }
}

/// The line printed when the process dies of a fatal signal during a fuzz case. The text lives
/// in a buffer allocated once, so the signal handler only calls `write`.
enum CrashNote {
    private static let capacity = 1024
    nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        pointer.initialize(repeating: 0, count: capacity)
        return pointer
    }()
    nonisolated(unsafe) private static var length = 0
    private static let installOnce: Void = {
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            Glibc.signal(signal) { number in
                if CrashNote.length > 0 {
                    _ = write(2, "\n*** ", 5)
                    _ = write(2, CrashNote.buffer, CrashNote.length)
                    _ = write(2, " ***\n", 5)
                }
                Glibc.signal(number, SIG_DFL)
                raise(number)
            }
        }
    }()

    static func install() { _ = installOnce }

    static func set(_ text: String) {
        let bytes = Array(text.utf8.prefix(capacity - 1))
        length = 0
        for (offset, byte) in bytes.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
        length = bytes.count
    }
}
