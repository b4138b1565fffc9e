# Homebrew formula for ibkit. This repository is its own tap:
#   brew tap ibkit/ibkit https://github.com/ibkit/ibkit
#   brew install ibkit          # the tagged release that url names
#   brew install --HEAD ibkit   # main
# url and sha256 are written by Scripts/update-formula.sh VERSION once the tag VERSION is on
# GitHub (its archive's checksum is known only then); until the first release there are none, and
# only --HEAD installs.
class Ibkit < Formula
  desc "Check, lay out, render and merge Interface Builder storyboards and xibs"
  homepage "https://github.com/ibkit/ibkit"
  head "https://github.com/ibkit/ibkit.git", branch: "main"

  depends_on xcode: ["15.0", :build]
  depends_on macos: :ventura

  uses_from_macos "swift" => :build

  def install
    args = OS.mac? ? ["--disable-sandbox"] : []
    system "swift", "build", *args, "--configuration", "release", "--product", "ibkit"
    # SwiftPM's resource bundles (gen's templates, the element catalog, framework knowledge, the
    # system font's metrics) live beside the executable, where ibkit looks for them after
    # following the link Homebrew puts in bin.
    libexec.install ".build/release/ibkit"
    libexec.install Dir[".build/release/ibkit_*.bundle", ".build/release/ibkit_*.resources"]
    bin.install_symlink libexec/"ibkit"
  end

  test do
    (testpath/"Tiny.xib").write <<~XML
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                  <connections>
                      <outlet property="view" destination="missing" id="out-1"/>
                  </connections>
              </placeholder>
              <view contentMode="scaleToFill" id="root-1">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
              </view>
          </objects>
      </document>
    XML
    output = shell_output("#{bin}/ibkit check Tiny.xib", 1)
    assert_match "Tiny.xib:6:54: error:", output
    assert_match "[dangling-reference]", output
    assert_match version.to_s, shell_output("#{bin}/ibkit --version") unless build.head?
  end
end
