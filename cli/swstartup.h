/***************************************************************************
  swstartup.h: what parcelscreen must load before it runs a command. QGIS
  starts by loading every data provider and authentication method plugin
  it finds (22 providers and 6 methods on Debian: about 0.15 s of a
  0.33 s start, longer than the 100,000-parcel ESA screen's reading) and
  the native algorithms (about 0.03 s). A run whose every input and output
  is a file that QGIS's built-in OGR and GDAL providers open, with no
  authentication configuration, needs none of the plugins; a stormwater
  algorithm needs no native algorithm.

  Conservative by design: any value that might name a database, a service,
  a URL, a project or an authentication configuration (anything with '=',
  ':' or a path separator that is not a file of a known kind) loads
  everything, as does JSON on standard input, and a QGIS_PROVIDER_FILE or
  QGIS_AUTHMETHOD_FILE the user set is left as it is.
 ***************************************************************************/
#ifndef SWSTARTUP_H
#define SWSTARTUP_H

#include <QStringList>

class SwStartup
{
public:
  //! Reads the command line \a arguments (the program first), as SwCommandLine does.
  explicit SwStartup( const QStringList &arguments );

  //! True when the command reads and writes only files QGIS's built-in providers handle.
  bool builtInProvidersSuffice() const;
  //! True unless the command runs or explains a stormwater algorithm.
  bool needsNativeAlgorithms() const;

  //! True when \a value, a parameter's value, cannot name anything but a file of a kind OGR or GDAL opens, or is no data source at all.
  static bool isPlainValue( const QString &value );

private:
  QString mCommand;
  QString mAlgorithm;
  QStringList mParameters;
};

#endif // SWSTARTUP_H
