import IBCommandLine

IBKitCommand.main()
