// Until the SwiftUI reader imports NavThreads itself.
@_exported import NavThreads
