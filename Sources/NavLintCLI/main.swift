print("navlint: not built yet")
