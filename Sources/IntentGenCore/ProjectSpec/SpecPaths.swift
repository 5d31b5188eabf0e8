#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Path arithmetic for spec files: `/`-separated, relative to the root spec's folder.
enum SpecPaths {
    /// `a/./b/../c` → `a/c`; leading `..` are kept; an empty result is `.`.
    static func standardize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.pathComponents() {
            switch part {
            case ".":
                continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
            default:
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` written in a file in `folder` (relative to the root), as a path relative to the root.
    /// Absolute paths stay as written; like XcodeGen, paths that start with a variable are rebased too.
    static func rebase(_ path: String, onto folder: String) -> String {
        if path.hasPrefix("/") { return path }
        if folder == "." || folder.isEmpty { return standardize(path) }
        return standardize(folder + "/" + path)
    }

    /// The folder of `file` relative to `root` (both absolute): may start with `..`.
    static func relativeFolder(of file: String, to root: String) -> String {
        let folder = standardize(FileSystem.parent(of: file)).pathComponents()
        let base = standardize(root).pathComponents()
        var common = 0
        while common < folder.count, common < base.count, folder[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let downs = folder[common...].map(String.init)
        let parts = ups + downs
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `path` relative to the root folder, as an absolute path.
    static func absolute(_ path: String, root: String) -> String {
        path.hasPrefix("/") ? standardize(path) : standardize(root + "/" + path)
    }
}
