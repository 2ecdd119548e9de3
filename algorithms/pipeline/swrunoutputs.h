/***************************************************************************
  swrunoutputs.h: the outputs one run has started. When the run fails or
  is cancelled, every output it created is removed, so a stopped run leaves
  no output of any kind behind (one rule for layers, zone maps and reports).
 ***************************************************************************/
#ifndef SWRUNOUTPUTS_H
#define SWRUNOUTPUTS_H

#include <QStringList>
#include <QVariant>

class SwRunOutputs
{
public:
  //! The file an output parameter value or destination names ("out.gpkg|layername=x": out.gpkg), or empty.
  static QString fileOf( const QVariant &destination );
  //! True when that file exists now (call before writing).
  static bool exists( const QVariant &destination );

  //! Notes that the run wrote \a destination; \a existedBefore files are left alone by discard().
  void written( const QString &destination, bool existedBefore );
  //! Removes every file written by the run that did not exist before it.
  void discard();
  void clear() { mCreated.clear(); }

private:
  QStringList mCreated;
};

#endif // SWRUNOUTPUTS_H
