#if canImport(Glibc)
import Glibc
#endif
import Foundation
import PCRE2
import Testing

/// Compiling, matching and releasing patterns in a loop keeps memory flat:
/// nothing leaks at the C boundary (compiled code, JIT stacks, match data).
@Suite("Pattern memory stays flat")
struct PatternMemoryTests {
    /// The resident set size in bytes, from /proc/self/statm; nil where unavailable.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Under AddressSanitizer freed memory sits in quarantine, so RSS says
    /// nothing; there LeakSanitizer checks leaks at exit instead.
    static var underAddressSanitizer: Bool {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
    }

    /// One round: compile distinct patterns (with JIT), match, search, partially match, release.
    static func round(_ index: Int) throws {
        let pattern = try Pattern("(\\d{\(index % 7 + 1)})[-.](?<tail>[a-z]+)\(index)")
        _ = try pattern.matches("123-abc\(index)")
        _ = try pattern.firstMatch(in: "xx 1234567.zz\(index) yy")
        _ = try pattern.allMatches(in: String(repeating: "1-a\(index) ", count: 8))
        _ = try pattern.partialMatch("12")
        do {
            _ = try Pattern("(unclosed\(index)")
        } catch {
            _ = error.message
        }
    }

    /// The process's resident set also moves with the suites that run beside this one (they
    /// load plans, compile and JIT patterns), so the 20,000 rounds run in ten blocks: a leak
    /// would grow every block by the same amount, while the others' growth comes and goes.
    @Test("20,000 compile/match/free rounds: some 2,000-round block grows RSS by less than 3 MB")
    func compileAndFreeLoop() throws {
        for index in 0..<2_000 { try Self.round(index) }
        guard var last = Self.residentBytes() else { return }
        var growths: [Int] = []
        for block in 0..<10 {
            for index in 0..<2_000 { try Self.round(2_000 + block * 2_000 + index) }
            guard let now = Self.residentBytes() else { return }
            growths.append(now - last)
            last = now
        }
        guard !Self.underAddressSanitizer else { return }
        // 3 MB a block is a leak of about 1.5 KB a round.
        #expect(growths.min() ?? 0 < 3 << 20, "RSS grew in every block (KiB): \(growths.map { $0 >> 10 })")
    }
}
