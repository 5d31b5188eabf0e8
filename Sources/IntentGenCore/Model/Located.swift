/// A value with the place it was written, so later stages can point at it.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
