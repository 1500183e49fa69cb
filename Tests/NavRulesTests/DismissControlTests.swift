import NavRules
import Testing

/// A sheet's way out, by its label or by the name the code gives it.
struct DismissControlTests {
    @Test func wordsAndSymbolsThatClose() {
        for label in ["Cancel", "close", "Done", "Dismiss", "Stop", "xmark", "xmark.circle", "xmark.circle.fill"] {
            #expect(DismissControl.isDismiss(label), "\(label)")
        }
    }

    @Test func namesInCodeThatSayTheyClose() {
        for label in ["CloseButton", "cancelButton", "L10n.supportCancel", "L10n.cancelLabel", "UserText.cancelButton",
                      "L10n.Common.closeLabel", "LocalString.common_button_done", "L10n.actionCancel"] {
            #expect(DismissControl.isDismiss(label), "\(label)")
        }
    }

    @Test func otherControlsDoNotClose() {
        for label in ["Save", "Add", "Cancel Subscription", "Done Editing", "L10n.cancelSubscription", "closeAccount",
                      "stopwatch", "xmark.bin", "Settings", "L10n.supportSubmit"] {
            #expect(!DismissControl.isDismiss(label), "\(label)")
        }
    }
}
