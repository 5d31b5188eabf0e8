// libFuzzer entry point, compiled together with IntentGenCore's sources by Fuzz/run.sh (not part
// of the package). Mode `load` feeds the bytes to the YAML loader; mode `compile` (the default)
// runs the whole front end and, when the input is valid, every renderer, in memory.

@_cdecl("LLVMFuzzerTestOneInput")
public func intentgenFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let bag = DiagnosticBag()
    let input = InputFile(path: "fuzz.intents.yml", contents: bytes)
    guard let definitions = FrontEnd().run([input], diagnostics: bag) else {
        _ = DiagnosticRenderer().render(bag.sorted)
        return 0
    }
    let request = GenerationRequest(
        options: GenerationOptions(classPrefix: "FZ"), handlerClassName: "IntentHandler", writesAppIntents: true,
        writesXcodeDefinition: true)
    let files = Renderer().render(Planner().plan(definitions, request: request), diagnostics: bag)
    for file in files where file.path.hasSuffix(".intentdefinition") {
        // What intentgen writes, it can read back.
        if (try? PlistXML.read(Array(file.contents.utf8))) == nil { fatalError("unreadable export: \(file.path)") }
    }
    return 0
}
