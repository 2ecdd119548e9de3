/***************************************************************************
  swpgcopysink.h: rows into a PostGIS staging table with COPY, the fastest
  way PostgreSQL takes rows (what ogr2ogr uses): each feature becomes one
  line of COPY's text format (its number, its geometry as hex EWKB, its
  values), sent in large blocks. A value PostgreSQL cannot hold (a NUL
  character in a text) is refused naming the row and the field.
 ***************************************************************************/
#ifndef SWPGCOPYSINK_H
#define SWPGCOPYSINK_H

#include "qgsfeaturesink.h"
#include "qgsfields.h"

#include <QByteArray>

#include <memory>

class SwPgConnection;

//! The COPY under way: encodes rows and sends them.
class SwPgCopy
{
public:
  //! Rows of \a fields (and a geometry in \a srid when \a geometry) for table \a table, sent on \a connection.
  SwPgCopy( SwPgConnection &connection, const QgsFields &fields, bool geometry, int srid, const QString &table );

  //! Adds one row, numbered in order from 1; false with error() set when it cannot be stored or sent.
  bool addRow( const QgsFeature &feature );
  //! Ends the COPY; false with error() set when PostgreSQL refused the rows or the connection was lost.
  bool finish();
  //! Abandons the COPY (nothing it sent is kept).
  void abort();

  //! What went wrong, without the table's name.
  QString error() const { return mError; }
  //! The table the rows are for, as messages name it.
  QString table() const { return mTable; }
  long long rows() const { return mRows; }
  bool isOpen() const { return mOpen; }

private:
  bool send();
  bool appendValue( const QVariant &value, int field );
  void appendGeometry( const QgsGeometry &geometry );
  void appendText( const QByteArray &utf8 );

  SwPgConnection &mConnection;
  QgsFields mFields;
  bool mGeometry = false;
  quint32 mSrid = 0;
  QString mTable;
  QByteArray mBuffer;
  long long mRows = 0;
  bool mOpen = true;
  QString mError;
  int mApnField = -1;                      //!< names a row in a message
  const QgsAttributes *mCurrent = nullptr; //!< the row being written
};

//! A QgsFeatureSink over a SwPgCopy.
class SwPgCopySink : public QgsFeatureSink
{
public:
  explicit SwPgCopySink( std::shared_ptr<SwPgCopy> copy );
  bool addFeature( QgsFeature &feature, QgsFeatureSink::Flags flags = QgsFeatureSink::Flags() ) override;
  bool addFeatures( QgsFeatureList &features, QgsFeatureSink::Flags flags = QgsFeatureSink::Flags() ) override;
  QString lastError() const override;

private:
  std::shared_ptr<SwPgCopy> mCopy;
};

#endif // SWPGCOPYSINK_H
