/// A number with a fixed count of decimals, as `%.Nf` writes it: what a build prints for
/// its times. Foundation's `String(format:)` looks its arguments' types up at run time,
/// which cost an incremental build of 1,000 pages a millisecond and a half of its summary lines.
public enum Decimals {
    /// `value` rounded to `places` decimals (at most 9), halves away from zero.
    public static func text(_ value: Double, places: Int) -> String {
        precondition((0...9).contains(places), "between 0 and 9 decimals")
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero)
        guard value.isFinite, scaled < 9e15 else { return value.isNaN ? "nan" : String(value) }
        let units = Int(scaled)
        var text = value.sign == .minus ? "-" : ""
        text += String(units / scale)
        if places > 0 {
            let fraction = String(units % scale)
            text += "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        return text
    }

    /// The seconds in a duration, as a number.
    public static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
