# make              build ibkit (release)
# make install      install it into $(PREFIX)/bin (default /usr/local), with its resource bundles
# make uninstall    remove what install put there
# make bundle       build the artifact bundle and the binary plugins package into dist/ (Scripts/release.sh)
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
BUILD := .build/release
VERSION ?= $(shell Scripts/set-version.sh --current)

.PHONY: build install uninstall bundle clean

build:
	swift build -c release --product ibkit --disable-sandbox

# SwiftPM keeps resources (gen's templates, the element catalog, framework knowledge) in bundles
# beside the executable, where Bundle.module looks for them: they are installed beside it too.
install: build
	install -d "$(BINDIR)"
	install -m 755 "$(BUILD)/ibkit" "$(BINDIR)/ibkit"
	for bundle in $(BUILD)/ibkit_*.resources $(BUILD)/ibkit_*.bundle; do \
		case "$$bundle" in *-tool.*|*'*'*) continue ;; esac; \
		rm -rf "$(BINDIR)/$$(basename "$$bundle")"; cp -R "$$bundle" "$(BINDIR)/"; \
	done

uninstall:
	rm -rf "$(BINDIR)/ibkit" "$(BINDIR)"/ibkit_*.resources "$(BINDIR)"/ibkit_*.bundle

bundle:
	Scripts/release.sh "$(VERSION)"

clean:
	rm -rf dist
