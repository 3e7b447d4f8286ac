@_exported import Keystroke
