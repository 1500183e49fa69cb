print("navdocs: not built yet")
