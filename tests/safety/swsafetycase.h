/***************************************************************************
  swsafetycase.h: the safety matrix's machinery, shared by its suites. A
  case runs one algorithm on its own copy of the sample city and asserts
  the exact message (naming the parameter, layer, field or path) or the
  per-parcel outcome, that every input file is byte for byte as before,
  and that nothing is left behind that the case did not ask for.
 ***************************************************************************/
#ifndef SWSAFETYCASE_H
#define SWSAFETYCASE_H

#include "swtestrun.h"

#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <functional>
#include <ostream>
#include <utility>
#include <vector>

namespace SwSafety
{
  constexpr long long SAMPLE_PARCELS = 3107;
  inline const char *PARCELS = "{DIR}/city.gpkg|layername=parcels";
  inline const char *ESA = "{DIR}/city.gpkg|layername=esa";

  struct SafetyCase
  {
    const char *name;
    const char *algorithm;
    //! Parameter values; {DIR} is the case's folder, a value "a;;b" is a list.
    std::vector<std::pair<const char *, const char *>> parameters;
    //! The exact error expected ({DIR} replaced), or nullptr when the run must succeed.
    const char *error = nullptr;
    //! Prepares the case's data (damage a layer, write an earlier result...).
    std::function<void( const QString &dir )> prepare = nullptr;
    //! Files the run may change (written into on purpose); every other file stays as it was.
    QStringList changes = {};
    //! Further checks after the run.
    std::function<void( const QString &dir, const SwTestRun::Result &run )> check = nullptr;
  };

  void PrintTo( const SafetyCase &c, std::ostream *os );

  //! Runs case \a c in a fresh folder holding a copy of the sample city, and checks it.
  void runCase( const SafetyCase &c );

  //! The SHA-256 of the file \a path (empty when it cannot be read).
  QString checksum( const QString &path );
  //! Every file in \a dir (hidden ones too) with its checksum.
  QMap<QString, QString> snapshot( const QString &dir );
  //! Runs SQL on a GeoPackage through GDAL (a test's tool to damage or alter data).
  void execute( const QString &gpkg, const QString &sql );
  QStringList layersOf( const QString &gpkg );
  long long featureCount( const QString &source );
  QMap<QString, long long> statusCounts( const QString &source );
  //! A case's parameter value: {DIR} replaced; "a;;b" is a list.
  QVariant parameterValue( const QString &value, const QString &dir );
  //! An earlier result of the ESA screen at {DIR}/earlier.gpkg.
  void writeEarlierResult( const QString &dir );
  //! The vacant screen's output at {DIR}/vacant.gpkg, the input of the notices.
  void writeVacantParcels( const QString &dir );
  void expectEveryParcelOnce( const QString &source );
} // namespace SwSafety

#endif // SWSAFETYCASE_H
