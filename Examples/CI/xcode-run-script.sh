# An Xcode Run Script build phase (Build Phases → + → New Run Script Phase), placed before
# "Compile Sources". ibkit's findings appear in Xcode's issue navigator at their document lines;
# the build fails on errors, as it would crash at run time.
# With User Script Sandboxing on (Xcode 15+), add the project folder to the phase's input files
# or turn ENABLE_USER_SCRIPT_SANDBOXING off for the target.
if command -v ibkit >/dev/null 2>&1; then
  ibkit check --reporter xcode "${SRCROOT}"
else
  echo "warning: ibkit is not installed (make install in a clone of ibkit)"
fi
