import Foundation
import NavBase
@testable import NavDocs
import Testing

/// A signal stops the writers of the interruption its handler holds, and no others: the
/// state is an object the command passes in, not a process-wide flag.
@Suite struct WriteInterruptionTests {
    @Test func anInterruptedWriterCommitsNothingAndOthersStillDo() throws {
        let site = try DiskSite()
        try #require(site.build().exit == 0)
        let before = site.snapshot()
        let protecting = [site.path + "/content", site.path + "/theme"]

        let interruption = WriteInterruption()
        let stopped = try SiteWriter(output: site.path + "/site", protecting: protecting, interruption: interruption)
        try stopped.write("index.html", Array("stopped\n".utf8))
        #expect(interruption.interrupt(output: site.path + "/site") == false, "nothing was swapped in yet")
        #expect(throws: DiagnosticList.self) { try stopped.commit() }
        #expect(changes(from: before, to: site.snapshot()) == [], "the site is as it was")
        #expect(site.leftovers == [], "the staging folder is gone")

        let other = try SiteWriter(output: site.path + "/other", protecting: protecting)
        try other.write("index.html", Array("built\n".utf8))
        try other.commit()
        #expect(try String(contentsOfFile: site.path + "/other/index.html", encoding: .utf8) == "built\n")
    }
}
