// swift-tools-version: 6.1
// intentgen's build-tool plugin over the prebuilt binary, so a package that uses it never builds
// the tool from source. Two symbolic links make it: intentgen.artifactbundle.zip points at
// ../dist/intentgen.artifactbundle.zip, which `make artifactbundle` writes (until then this
// package cannot build), and Plugins/IntentGenPlugin at intentgen's own plugin source, so both
// plugins declare the same inputs and outputs. Use it by path, or vendor it with `cp -RL`, which
// copies what the links point at. Its package name for `plugins:` is this folder's name.
import PackageDescription

let package = Package(
    name: "intentgen-plugin",
    products: [
        .plugin(name: "IntentGenPlugin", targets: ["IntentGenPlugin"]),
    ],
    targets: [
        // SwiftPM's artifact-bundle layout (SE-0305): info.json names the executable `intentgen`
        // and one variant per target triple.
        .binaryTarget(name: "IntentGenBinary", path: "intentgen.artifactbundle.zip"),
        // The same plugin as intentgen's IntentGenPlugin; `context.tool(named: "intentgen")`
        // finds the bundle's executable instead of a target built from source.
        .plugin(
            name: "IntentGenPlugin",
            capability: .buildTool(),
            dependencies: ["IntentGenBinary"]
        ),
    ]
)
