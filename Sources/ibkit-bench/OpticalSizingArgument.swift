import ArgumentParser
import IBLayout

/// `--optical-sizing 'text and display'` or `continuous`, as the text benchmarks take it.
extension TextMeasure.OpticalSizing: ExpressibleByArgument {}
