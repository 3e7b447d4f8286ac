// The libFuzzer target. Built with `--sanitize fuzzer` and `-D KEYSTROKE_LIBFUZZER`
// (see run.sh) it is libFuzzer's callback; in a normal build it replays the
// files and directories given as arguments, so `swift build` still links it
// and crash inputs can be replayed under a debugger.
import Foundation
import KeystrokeFuzzSupport

/// Built once: the catalog compiles patterns and masks.
let fuzzer: ByteFuzzer = {
    do {
        return try ByteFuzzer()
    } catch {
        FileHandle.standardError.write(Data("cannot build the fuzz catalog: \(error)\n".utf8))
        exit(2)
    }
}()

/// Runs one input; a broken invariant aborts, which libFuzzer records as a crash.
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let violation = fuzzer.run(bytes) {
        FileHandle.standardError.write(Data("invariant broken: \(violation)\n".utf8))
        abort()
    }
    return 0
}

#if KEYSTROKE_LIBFUZZER
// SwiftPM builds a `--sanitize fuzzer` executable as a library: libFuzzer's
// own `main` drives this entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOne(data, size)
}
#else
/// The corpus replayer of a normal build.
@main
enum KeystrokeFuzzer {
    static func main() {
        let paths = CommandLine.arguments.dropFirst().flatMap(files(at:))
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            data.withUnsafeBytes { buffer in
                _ = fuzzOne(buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
            }
        }
        print("replayed \(paths.count) inputs, no invariant broken")
    }

    /// Every regular file under `path` (or `path` itself).
    static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().flatMap { files(at: path + "/" + $0) }
    }
}
#endif
