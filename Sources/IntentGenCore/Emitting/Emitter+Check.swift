/// What `generate --check` reports: each output that differs from the disk as a diagnostic, in
/// the run's format, and on request the diff of each.
extension Emitter {
    /// The diff from the file at `path` (or nothing, when it does not exist) to `file`'s text.
    static func diff(of file: PendingFile, at path: String, exists: Bool) throws(Failure) -> String {
        var old = ""
        if exists {
            do {
                old = String(decoding: try FileSystem.readFile(path), as: UTF8.self)
            } catch {
                throw Failure([error.description])
            }
        }
        let new = file.rendered().contents
        return LineDiff.unified(
            old, new, oldName: exists ? path : "/dev/null", newName: path + " (generated)")
    }
}

extension Emitter.Report {
    /// `--check`'s findings: an error for each output that is missing or differs and each stale
    /// file `generate` would remove, at the file when it exists, with the command that fixes it.
    public func outdatedDiagnostics(command: String = "generate") -> [Diagnostic] {
        let hint = "run `intentgen \(command)` with the same arguments and commit the result"
        let missing = Set(self.missing)
        var result: [Diagnostic] = []
        for path in written where !replaced.contains(path) {
            if missing.contains(path) {
                result.append(
                    .error(.outdatedOutput, "\(path) is missing: `\(command)` writes it", at: nil, hint: hint))
            } else {
                result.append(
                    .error(
                        .outdatedOutput, "outdated: the file differs from what `\(command)` writes", at: .startOf(path),
                        hint: hint))
            }
        }
        for path in removed {
            result.append(
                .error(
                    .outdatedOutput, "stale: a generated file that `\(command)` no longer makes, and removes",
                    at: .startOf(path),
                    hint: hint))
        }
        return result
    }
}
