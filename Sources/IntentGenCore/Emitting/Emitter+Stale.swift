#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which files an emit removes, and whether it can write where it must.
///
/// A generated file is stale when this emit does not make it and either the last stamp lists it
/// as generated into one of the emit's folders (the generated folder, or the folder of Xcode's
/// files with its `Base.lproj` and `<language>.lproj` folders), or it is a Swift file directly in
/// the generated folder that says it is intentgen's (its banner). The banner is what `--check`
/// has in a fresh clone, where no stamp is: a committed `…Intent.swift` of a removed intent is
/// found all the same. Folders are compared as the file system resolves them, so `out` and
/// `./out` are one folder; and files as the file system knows them, so that on a
/// case-insensitive file system `Foo.swift`, renamed `FOO.swift` and just written, is the file
/// this emit keeps, not a stale one. Only regular files are removed, never a link, a folder or
/// a file reached through a linked folder, and never a file the user owns.
extension Emitter {
    /// The line of every file intentgen generates (never of the files it writes for the user).
    static let generatedBanner = Array("// \(IntentsSwiftRenderer.banner)\n".utf8)

    /// The stale files of an emit into `folders` that keeps `keptPaths` (full paths), sorted.
    static func staleFiles(
        in folders: [RenderedFile.Destination: String], generated: String, recorded stamp: BuildStamp?,
        keeping keptPaths: PathSet
    ) -> [String] {
        var keptIdentities: Set<FileIdentity>?
        var seen = Set<String>()
        func isStale(_ path: String) -> Bool {
            guard !keptPaths.contains(path), seen.insert(path).inserted, let identity = FileIdentity(linkAt: path)
            else { return false }
            // Two names of one file: the file this emit writes under another spelling.
            let identities = keptIdentities ?? Set(keptPaths.paths.compactMap { FileIdentity(linkAt: $0) })
            keptIdentities = identities
            return !identities.contains(identity)
        }
        var stale: [String] = []
        if let stamp {
            // The emit's folders as they resolve, with the spelling this emit uses.
            let places = [folders[.generated], folders[.xcodeDefinition]].compactMap { $0 }.map {
                (spelled: $0, resolved: FileSystem.resolved($0))
            }
            var resolver = UserFiles.Resolver()
            // A file this emit keeps, under the spelling the stamp has, is seen without resolving it.
            for output in stamp.outputs where !output.isUserOwned && !keptPaths.contains(output.path) {
                let resolved = resolver.resolve(output.path)
                for place in places {
                    let prefix = place.resolved.hasSuffix("/") ? place.resolved : place.resolved + "/"
                    guard resolved.hasPrefix(prefix) else { continue }
                    let name = String(resolved.dropFirst(prefix.count))
                    let path = FileSystem.join(place.spelled, name)
                    // A file this emit keeps is never stale: it is not looked at on disk.
                    if isSafeRelativePath(name), !keptPaths.contains(path), isRemovable(name, in: place.spelled),
                        isStale(path)
                    {
                        stale.append(path)
                    }
                    break
                }
            }
        }
        let users = Set(stamp?.userFiles.map(\.path) ?? [])
        // Name by name, as the folder lists them (a folder the run cannot read has none).
        try? FileSystem.listFolder(generated) { name in
            guard name.hasSuffix(".swift"), isSafeRelativePath(name) else { return }
            let path = FileSystem.join(generated, name)
            if !users.contains(path), !keptPaths.contains(path), isRemovable(name, in: generated),
                saysItIsGenerated(path), isStale(path)
            {
                stale.append(path)
            }
        }
        return stale.sorted()
    }

    /// Whether `name` in `folder` is a regular file reached through real folders only: at most
    /// one folder deep (`ja.lproj/Intents.strings`), as intentgen writes.
    private static func isRemovable(_ name: String, in folder: String) -> Bool {
        let parts = name.pathComponents()
        guard parts.count <= 2 else { return false }
        if parts.count == 2, (try? FileSystem.entry(at: FileSystem.join(folder, String(parts[0])))) != .directory {
            return false
        }
        return (try? FileSystem.entry(at: FileSystem.join(folder, name))) == .file
    }

    /// Whether the Swift file at `path` begins with intentgen's comment of a generated file.
    static func saysItIsGenerated(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: 1024)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        // The comment lines before the first line that is not one.
        var start = 0
        while start < count {
            let end = head[start..<count].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? count
            let line = head[start..<end]
            guard line.starts(with: "//".utf8) else { return false }
            if line.elementsEqual(generatedBanner) { return true }
            start = end
        }
        return false
    }

    /// After a stale file goes, its `.lproj` folder goes too when nothing else is in it.
    static func removeFolderIfEmpty(_ folder: String, inside folders: [RenderedFile.Destination: String]) {
        guard folder.hasSuffix(".lproj"), !folders.values.contains(folder) else { return }
        rmdir(folder)
    }

    /// Throws, naming each, unless every folder in `folders` (or, for one not made yet, the
    /// nearest folder above it that exists) lets this process create and remove files in it.
    public static func checkWritable(_ folders: [String]) throws {
        var problems: [String] = []
        var checked = Set<String>()
        for folder in folders where checked.insert(folder).inserted {
            var current = folder
            while !current.isEmpty, (try? FileSystem.entry(at: current, followingLinks: true)) == .missing {
                let up = FileSystem.parent(of: current)
                if up == current { break }
                current = up
            }
            let place = current.isEmpty ? "." : current
            if access(place, W_OK | X_OK) != 0 {
                problems.append(FileSystemError(path: place, errno: errno, doing: "cannot write into").description)
            }
        }
        guard problems.isEmpty else { throw Failure(problems.sorted() + ["nothing was written"]) }
    }
}
