"""Python shim for the C++ `stormwater` Processing provider.

qgis_process (QGIS 3.22) loads only Python plugins that declare a Processing
provider, so a C++-only plugin is invisible to it. This shim loads the C++
plugin library and calls its exported registration function. No algorithm
logic lives here.
"""
import ctypes
import os


def _library_path():
    """Where libstormwaterplugin.so is: $STORMWATER_PLUGIN_LIBRARY, the path
    written beside this file at build or install time, or QGIS's plugin folder."""
    env = os.environ.get("STORMWATER_PLUGIN_LIBRARY")
    if env:
        return env
    here = os.path.dirname(os.path.abspath(__file__))
    recorded = os.path.join(here, "library_path")
    if os.path.exists(recorded):
        with open(recorded, encoding="utf-8") as handle:
            path = handle.read().strip()
        if path and os.path.exists(path):
            return path
    from qgis.core import QgsApplication
    return os.path.join(QgsApplication.pluginPath(), "libstormwaterplugin.so")


class StormwaterProcessingShim:
    def __init__(self, iface=None):
        self.iface = iface
        self._library = None
        self._registered = False

    def initProcessing(self):
        if self._registered:
            return
        path = _library_path()
        # RTLD_GLOBAL: the library shares QGIS's already loaded symbols.
        self._library = ctypes.CDLL(path, mode=ctypes.RTLD_GLOBAL)
        if self._library.stormwater_register_provider() != 1:
            raise RuntimeError("could not register the stormwater provider from " + path)
        self._registered = True

    def initGui(self):
        self.initProcessing()

    def unload(self):
        if self._registered and self._library is not None:
            self._library.stormwater_unregister_provider()
        self._registered = False


def classFactory(iface):
    return StormwaterProcessingShim(iface)
