// Until the readers and the linter import NavBase themselves.
@_exported import NavBase
