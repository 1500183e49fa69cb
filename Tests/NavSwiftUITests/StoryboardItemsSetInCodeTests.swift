import NavLint
import NavReaders
import Testing

/// A storyboard scene's items, when its view controller's Swift sets them: duckduckgo-iOS'
/// fireproofing settings keep Done and Edit in the storyboard and show one of them at a time.
@Suite(swiftSyntaxBuilt) struct StoryboardItemsSetInCodeTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="sites" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <tableViewController storyboardIdentifier="FireProofSites" id="sites" customClass="FireproofingSettingsViewController" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Fireproof Sites" id="item">
                            <rightBarButtonItems>
                                <barButtonItem style="done" systemItem="done" id="done"/>
                                <barButtonItem systemItem="edit" id="edit"/>
                            </rightBarButtonItems>
                        </navigationItem>
                    </tableViewController>
                </objects></scene>
            </scenes>
        </document>
        """

    static let controller = """
        import UIKit

        class FireproofingSettingsViewController: UITableViewController {
            @IBOutlet var doneButton: UIBarButtonItem!
            @IBOutlet var editButton: UIBarButtonItem!

            func refreshButtons() {
                navigationItem.rightBarButtonItems = model.isEmpty ? [] : [editButton]
            }
        }
        """

    @Test func itemsTheControllerSetsAreUnknownAndNotCounted() {
        let files = ["App/Settings.storyboard": Self.storyboard, "App/FireproofingSettingsViewController.swift": Self.controller]
        let lint = navlint(["App"], files)
        #expect(!lint.stdout.contains("NB003"), "\(lint)")
        let bars = navlint(["bars", "App"], files)
        #expect(bars.stdout.contains("# trailing items set in code by FireproofingSettingsViewController (App/FireproofingSettingsViewController.swift:8)"), "\(bars)")
        #expect(!bars.stdout.contains("trailing: Done"), "\(bars)")
    }

    @Test func withoutTheControllerTheStoryboardsItemsCount() {
        let lint = navlint(["App"], ["App/Settings.storyboard": Self.storyboard])
        #expect(lint.stdout.contains("bar has 2 controls besides the back button (\"Done\", \"Edit\")"), "\(lint)")
        // Code that only reads or enables an item leaves the storyboard's items as they are.
        let enabling = Self.controller.replacingOccurrences(of: "navigationItem.rightBarButtonItems = model.isEmpty ? [] : [editButton]",
                                                           with: "navigationItem.rightBarButtonItem?.isEnabled = !model.isEmpty")
        let files = ["App/Settings.storyboard": Self.storyboard, "App/FireproofingSettingsViewController.swift": enabling]
        #expect(navlint(["App"], files).stdout.contains("NB003"))
    }

    @Test func anotherClassesAssignmentsDoNotCount() {
        let other = Self.controller.replacingOccurrences(of: "FireproofingSettingsViewController", with: "UnprotectedSitesViewController")
        let files = ["App/Settings.storyboard": Self.storyboard, "App/UnprotectedSitesViewController.swift": other]
        #expect(navlint(["App"], files).stdout.contains("NB003"))
    }
}
