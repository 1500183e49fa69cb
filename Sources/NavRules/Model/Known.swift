/// A fact about a bar that its input either states or leaves open.
///
/// A `.navbar` spec states everything (an omitted key has the format's
/// default); a storyboard or a SwiftUI file leaves much to code the linter
/// cannot see. A rule that needs an `.unknown` fact stays silent.
public enum Known<Value: Hashable & Sendable>: Hashable, Sendable {
    case known(Value)
    case unknown

    /// The value when known, `nil` when not.
    public var value: Value? {
        if case .known(let value) = self { return value }
        return nil
    }

    public var isKnown: Bool { value != nil }

    /// `true` only when the fact is known and `test` holds for it.
    public func certainly(_ test: (Value) -> Bool) -> Bool {
        guard case .known(let value) = self else { return false }
        return test(value)
    }

    public func map<T>(_ transform: (Value) -> T) -> Known<T> {
        guard case .known(let value) = self else { return .unknown }
        return .known(transform(value))
    }
}
