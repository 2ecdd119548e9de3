/***************************************************************************
  swgeopackagetable.h: which table of a GeoPackage holds a layer, as its
  gpkg_geometry_columns and the table's own schema say: the names the
  run's writers put rows and index entries under.
 ***************************************************************************/
#ifndef SWGEOPACKAGETABLE_H
#define SWGEOPACKAGETABLE_H

#include "core/compat.h"

#include <QString>
#include <QStringList>
#include <QVariant>

struct sqlite3;

struct SwGeoPackageTable
{
  QString table;       //!< as the file spells it
  QString geometry;    //!< the geometry column
  QString fid;         //!< the integer primary key
  QStringList columns; //!< every column, in order
  int srsId = 0;

  /**
   * Reads layer \a layer (case-insensitive), or the file's only layer when
   * \a layer is not found and the file has one, from \a db. Returns an
   * empty string or why the layer cannot be used.
   */
  QString read( sqlite3 *db, const QString &layer );

  //! True for the field types written and read straight from a table: text, integers, reals, booleans, dates.
  static bool isPlainType( SwVariantType type );

  //! \a name in double quotes, for SQL.
  static QString quoted( const QString &name );
  //! \a text in single quotes, for SQL.
  static QString literal( const QString &text );
};

#endif // SWGEOPACKAGETABLE_H
