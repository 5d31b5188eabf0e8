#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Loads an XcodeGen `project.yml` the way XcodeGen resolves it, keeping positions:
/// environment variables are expanded per file (`${NAME}`, unset names stay as written),
/// `include:` files are loaded recursively with their paths rebased onto the root folder and
/// merged (mappings merge, lists append, `key:REPLACE` replaces), then multi-platform targets,
/// target templates and multi-platform targets again are resolved. Keys intentgen does not use
/// are accepted silently; the `intentgen:` sections are checked strictly.
public struct ProjectSpecLoader: Sendable {
    public var environment: [String: String]
    public var loader: YAMLLoader

    /// A loader that expands `${VARIABLE}`s from `environment`.
    public init(environment: [String: String] = [:]) {
        self.init(environment: environment, loader: YAMLLoader(duplicateKeys: .lastWins))
    }

    init(environment: [String: String], loader: YAMLLoader) {
        self.environment = environment
        self.loader = loader
    }

    public func load(path: String, diagnostics: any DiagnosticCollector) -> ProjectSpec? {
        let rootAbsolute = SpecPaths.absolute(path, root: FileManager.default.currentDirectoryPath)
        let rootFolder = FileSystem.parent(of: rootAbsolute)
        var session = LoadSession(
            environment: environment, loader: loader, diagnostics: diagnostics, rootFolder: rootFolder,
            rootDisplayFolder: FileSystem.parent(of: path))
        guard let merged = session.loadFile(displayPath: path, absolutePath: rootAbsolute, includedAt: nil) else {
            return nil
        }
        let directory = FileSystem.parent(of: path)
        return SpecDecoder(diagnostics: diagnostics, specPath: path).decode(
            merged, path: path, directory: directory.isEmpty ? "." : directory, includesComplete: !session.includeFailed
        )
    }
}

/// Loading files and includes.
private struct LoadSession {
    let environment: [String: String]
    let loader: YAMLLoader
    let diagnostics: any DiagnosticCollector
    /// The root spec's folder, absolute.
    let rootFolder: String
    /// The root spec's folder as the user named it, for messages.
    let rootDisplayFolder: String
    /// Files being loaded, to find circular includes.
    var stack: [String] = []
    /// Files already merged once (XcodeGen merges each file only once).
    var loaded = Set<String>()
    /// Whether an include could not be loaded, so the merged spec may lack what it defines.
    var includeFailed = false

    init(
        environment: [String: String], loader: YAMLLoader, diagnostics: any DiagnosticCollector, rootFolder: String,
        rootDisplayFolder: String
    ) {
        self.environment = environment
        self.loader = loader
        self.diagnostics = diagnostics
        self.rootFolder = rootFolder
        self.rootDisplayFolder = rootDisplayFolder
    }

    /// One file with its includes merged in, paths rebased onto the root folder.
    mutating func loadFile(
        displayPath: String, absolutePath: String, includedAt: SourceLocation?, relativePaths: Bool = true
    ) -> YAMLNode? {
        let node = loadTree(
            displayPath: displayPath, absolutePath: absolutePath, includedAt: includedAt, relativePaths: relativePaths)
        if node == nil, includedAt != nil { includeFailed = true }
        return node
    }

    private mutating func loadTree(
        displayPath: String, absolutePath: String, includedAt: SourceLocation?, relativePaths: Bool
    ) -> YAMLNode? {
        guard let data = read(displayPath: displayPath, absolutePath: absolutePath, includedAt: includedAt) else {
            return nil
        }
        stack.append(absolutePath)
        loaded.insert(absolutePath)
        defer { stack.removeLast() }
        guard let node = specRoot(of: data, displayPath: displayPath, includedAt: includedAt),
            var spec = expandingVariables(in: node, fileSize: data.count)
        else {
            return nil
        }
        if includedAt != nil, relativePaths {
            let folder = SpecPaths.relativeFolder(of: absolutePath, to: rootFolder)
            spec = Self.rebasePaths(spec, onto: folder)
        }
        var result = YAMLNode(.mapping([]), at: spec.location)
        for include in includes(of: spec, in: absolutePath) {
            if stack.contains(include.absolutePath) {
                diagnostics.emit(
                    .error(
                        .invalidValue, "\(include.displayPath) includes itself through a cycle of includes",
                        at: include.location, hint: "remove one of the includes in the cycle"))
                continue
            }
            if loaded.contains(include.absolutePath) { continue }
            if let included = loadFile(
                displayPath: include.displayPath, absolutePath: include.absolutePath, includedAt: include.location,
                relativePaths: include.relativePaths)
            {
                result = result.merged(with: included)
            }
        }
        return result.merged(with: spec.removing("include"))
    }

    /// The bytes of a spec file, or nil, reported, when it is over the size limit or cannot be read.
    private func read(displayPath: String, absolutePath: String, includedAt: SourceLocation?) -> [UInt8]? {
        if let size = InputDiscovery.size(of: absolutePath), size > loader.limits.maximumFileSize {
            // Not read at all: reading it would take as much memory as it is large.
            diagnostics.emit(
                .error(
                    .yamlLimit, YAMLLoader.tooLarge(size, limit: loader.limits.maximumFileSize),
                    at: .startOf(displayPath)))
            return nil
        }
        // Read without blocking: a FIFO or device named as a spec is refused, never waited on.
        do {
            return try FileSystem.readFile(absolutePath, atMost: loader.limits.maximumFileSize)
        } catch {
            diagnostics.emit(
                .error(
                    .io,
                    (includedAt == nil ? "cannot read \(displayPath)" : "cannot read the included file \(displayPath)")
                        + ": \(error.reason)",
                    at: includedAt,
                    hint: includedAt == nil
                        ? nil : "an include's path is relative to the folder of the file that includes it"))
            return nil
        }
    }

    /// The mapping a spec file holds: an empty one for a file of nothing but comments, nil when
    /// the file is not YAML or holds something else (reported).
    private func specRoot(of data: [UInt8], displayPath: String, includedAt: SourceLocation?) -> YAMLNode? {
        switch loader.load(data, file: displayPath, diagnostics: diagnostics) {
        case .document(let root) where root.mapping != nil:
            return root
        case .document(let root) where root.scalar?.isNull == true:
            // A file with nothing but comments (or `~`) is an empty spec.
            return YAMLNode(.mapping([]), at: .startOf(displayPath))
        case .document(let root):
            diagnostics.emit(
                .error(
                    .wrongType,
                    "\(includedAt == nil ? "a spec" : "an included spec") must be a mapping of keys such as `targets`, not \(root.kindDescription)",
                    at: root.location, hint: root.sequence != nil ? "write each key as `key: value`, without `- `" : nil
                ))
            return nil
        case .empty:
            return YAMLNode(.mapping([]), at: .startOf(displayPath))
        case .failed:
            return nil
        }
    }

    /// `node` with the environment's variables expanded, or nil, reported, when they expand to
    /// more than a file of `fileSize` bytes may grow by (its size, and at least
    /// ``YAMLLoader/Limits/minimumAliasBytes``).
    private func expandingVariables(in node: YAMLNode, fileSize: Int) -> YAMLNode? {
        var budget = YAMLNode.ExpansionBudget(bytes: loader.limits.aliasBudget(forFileSize: fileSize))
        let spec = node.expandingVariables(environment, budget: &budget)
        if let place = budget.exceededAt {
            diagnostics.emit(
                .error(
                    .yamlLimit,
                    "environment variables (`${NAME}`) expand to more than \(loader.limits.aliasBudget(forFileSize: fileSize)) bytes "
                        + "in this file (the limit is the file's size, and at least \(loader.limits.minimumAliasBytes) bytes)",
                    at: place,
                    hint: "a large variable used many times makes the spec far larger than its file; use it less often")
            )
            return nil
        }
        return spec
    }

    struct Include {
        var displayPath: String
        var absolutePath: String
        var relativePaths: Bool
        var location: SourceLocation
    }

    /// The `include:` entries of a spec: a string, a mapping (`path`, `relativePaths`, `enable`) or a list.
    mutating func includes(of spec: YAMLNode, in file: String) -> [Include] {
        guard let value = spec["include"] else { return [] }
        let items = value.sequence ?? [value]
        let folder = FileSystem.parent(of: file)
        var malformed = false
        defer { if malformed { includeFailed = true } }
        return items.compactMap { item -> Include? in
            var path = item.text
            var relativePaths = true
            if item.scalar?.isNull == true { return nil }
            if item.mapping == nil, item.scalar == nil {
                diagnostics.emit(
                    .error(
                        .wrongType, "an include must be a path or a mapping with `path`, not \(item.kindDescription)",
                        at: item.location, hint: "write `include: [a.yml, b.yml]` or `- path: a.yml`"))
                malformed = true
                return nil
            }
            if let entries = item.mapping {
                path = item["path"]?.text
                if let flag = item["relativePaths"]?.scalar?.boolValue { relativePaths = flag }
                if let enable = item["enable"]?.scalar, !Self.isEnabled(enable) { return nil }
                if let node = item["path"], path == nil {
                    diagnostics.emit(
                        .error(
                            .wrongType, "the `path` of an include must be a path, not \(node.kindDescription)",
                            at: node.location))
                    malformed = true
                } else if path == nil {
                    diagnostics.emit(
                        .error(
                            .missingKey, "an include needs a `path`", at: entries.first?.keyLocation ?? item.location))
                    malformed = true
                }
            }
            guard let path, !path.isEmpty else { return nil }
            let absolute = SpecPaths.absolute(path, root: folder)
            let display = SpecPaths.relativeFolder(of: absolute + "/x", to: rootFolder)
            let displayPath =
                rootDisplayFolder.isEmpty || rootDisplayFolder == "."
                ? SpecPaths.standardize(display)
                : SpecPaths.standardize(rootDisplayFolder + "/" + display)
            return Include(
                displayPath: displayPath, absolutePath: absolute, relativePaths: relativePaths, location: item.location)
        }
    }

    /// `enable:` as XcodeGen reads it: a boolean, or a string read like `NSString.boolValue`.
    static func isEnabled(_ scalar: YAMLNode.Scalar) -> Bool {
        if let flag = scalar.boolValue { return flag }
        guard let first = scalar.text.trimmingWhitespace.first else { return false }
        return "YyTt123456789".contains(first)
    }

    /// Rebases the paths of an included file's targets and templates onto the root folder.
    static func rebasePaths(_ spec: YAMLNode, onto folder: String) -> YAMLNode {
        var result = spec
        for section in ["targets", "targetTemplates"] {
            guard let targets = spec[section]?.mapping else { continue }
            let rebased = targets.map { entry -> YAMLNode.Entry in
                var target = entry.value
                if let sources = target["sources"] {
                    target = target.setting("sources", to: rebaseSources(sources, onto: folder))
                }
                if let settings = target["intentgen"], settings.mapping != nil {
                    target = target.setting("intentgen", to: rebaseIntentgen(settings, onto: folder))
                }
                return YAMLNode.Entry(key: entry.key, keyLocation: entry.keyLocation, value: target)
            }
            result = result.setting(section, to: YAMLNode(.mapping(rebased), at: spec[section]!.location))
        }
        if let settings = spec["intentgen"], settings.mapping != nil {
            result = result.setting("intentgen", to: rebaseIntentgen(settings, onto: folder))
        }
        return result
    }

    static func rebaseSources(_ sources: YAMLNode, onto folder: String) -> YAMLNode {
        func rebaseScalar(_ node: YAMLNode) -> YAMLNode {
            guard var scalar = node.scalar, !scalar.isNull else { return node }
            scalar.text = SpecPaths.rebase(scalar.text, onto: folder)
            return YAMLNode(.scalar(scalar), at: node.location)
        }
        if sources.scalar != nil { return rebaseScalar(sources) }
        guard let items = sources.sequence else { return sources }
        return YAMLNode(
            .sequence(
                items.map { item in
                    if item.scalar != nil { return rebaseScalar(item) }
                    guard let path = item["path"] else { return item }
                    return item.setting("path", to: rebaseScalar(path))
                }), at: sources.location)
    }

    static func rebaseIntentgen(_ settings: YAMLNode, onto folder: String) -> YAMLNode {
        var result = settings
        for key in ["output", "handlerOutput", "definitionOutput"] {
            guard let node = settings[key], var scalar = node.scalar, !scalar.isNull else { continue }
            scalar.text = SpecPaths.rebase(scalar.text, onto: folder)
            result = result.setting(key, to: YAMLNode(.scalar(scalar), at: node.location))
        }
        return result
    }
}
