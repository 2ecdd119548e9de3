/***************************************************************************
  swrowschema.h: a screen's output row declared once, by name. Each column
  knows its field name, its type and its place; the screen, the combined
  algorithm, the report and the notices read and write values through the
  column, never by position.

    struct SwEsaRow : SwRow<SwEsaRow>
    {
      SwColumn<QString> relation{ schema, QStringLiteral( "esa_relation" ) };
      SwColumn<double> distanceFt{ schema, QStringLiteral( "esa_distance_ft" ) };
    };

  Columns take their places in declaration order. Rows stay QgsAttributes,
  so a county's worth of rows costs no more than before.
 ***************************************************************************/
#ifndef SWROWSCHEMA_H
#define SWROWSCHEMA_H

#include "core/compat.h"

#include "qgsfeature.h"
#include "qgsfields.h"

#include <QVariant>

#include <type_traits>

//! The QVariant type of a column's C++ type.
template <typename T>
constexpr SwVariantType swColumnType()
{
  static_assert( std::is_same_v<T, QString> || std::is_same_v<T, double> || std::is_same_v<T, bool> || std::is_same_v<T, int> || std::is_same_v<T, long long>, "a column holds text, a number or yes/no" );
  if constexpr ( std::is_same_v<T, QString> )
    return SW_VARIANT_TYPE( QString );
  else if constexpr ( std::is_same_v<T, double> )
    return SW_VARIANT_TYPE( Double );
  else if constexpr ( std::is_same_v<T, bool> )
    return SW_VARIANT_TYPE( Bool );
  else if constexpr ( std::is_same_v<T, int> )
    return SW_VARIANT_TYPE( Int );
  else
    return SW_VARIANT_TYPE( LongLong );
}

//! The ordered fields of one screen's row.
class SwRowSchema
{
public:
  //! Adds a field at the end; returns its place.
  int add( const QString &name, SwVariantType type )
  {
    mFields.append( QgsField( name, type ) );
    return mFields.count() - 1;
  }
  const QgsFields &fields() const { return mFields; }
  int count() const { return mFields.count(); }
  //! The place of field \a name, or -1.
  int indexOf( const QString &name ) const { return mFields.lookupField( name ); }
  //! A row with every value null.
  QgsAttributes emptyRow() const { return QgsAttributes( mFields.count() ); }

private:
  QgsFields mFields;
};

//! One typed column of a row schema.
template <typename T>
class SwColumn
{
public:
  SwColumn( SwRowSchema &schema, const QString &name )
    : mName( name )
    , mIndex( schema.add( name, swColumnType<T>() ) )
  {
  }

  const QString &name() const { return mName; }
  int index() const { return mIndex; }

  //! The value in \a row (a default T when null).
  T value( const QgsAttributes &row ) const { return row.value( mIndex ).template value<T>(); }
  //! The value as stored, null included.
  QVariant variant( const QgsAttributes &row ) const { return row.value( mIndex ); }
  bool isNull( const QgsAttributes &row ) const { return row.value( mIndex ).isNull(); }

  void set( QgsAttributes &row, const T &value ) const { row[mIndex] = QVariant::fromValue( value ); }
  //! Stores \a value as given (null stays null).
  void setVariant( QgsAttributes &row, const QVariant &value ) const { row[mIndex] = value; }
  void setNull( QgsAttributes &row ) const { row[mIndex] = QVariant(); }

private:
  QString mName;
  int mIndex;
};

/**
 * Base of a row declaration: the schema the columns register in, and the
 * one shared instance (columns()). The derived struct lists its columns.
 */
template <typename Row>
struct SwRow
{
  SwRowSchema schema;

  //! The one instance of the declaration.
  static const Row &columns()
  {
    static const Row row;
    return row;
  }
};

#endif // SWROWSCHEMA_H
