/***************************************************************************
  swparcelsheetfinder.h: the parcel the person at the counter asks about,
  found in the screened layer by its parcel number or its street address as
  people write them: "7001-009-003", "7001009003" and "7001 009 003" are one
  APN; "2607 e 14th st" and "2607 E  14TH ST." one address. Nothing is
  guessed: a question that matches no parcel, or an address that matches
  several, is answered with the parcels to choose from.
 ***************************************************************************/
#ifndef SWPARCELSHEETFINDER_H
#define SWPARCELSHEETFINDER_H

#include "qgsfeatureid.h"

#include <limits> // FID_NULL needs it, and qgsfeatureid.h does not include it

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

class QgsFeatureSource;
class QgsFeedback;

class SwParcelSheetFinder
{
public:
  //! One parcel of the layer as the finder knows it.
  struct Parcel
  {
    QgsFeatureId id = FID_NULL;
    QString apn;
    QString address;
  };

  /**
   * Reads the APN (field \a apnField) and address (field \a addressField,
   * -1 for none) of every parcel of \a parcels once.
   */
  SwParcelSheetFinder( QgsFeatureSource &parcels, int apnField, int addressField, QgsFeedback *feedback = nullptr );

  //! An address upper case, its punctuation dropped and its spaces single: how two addresses are compared.
  static QString addressKey( const QString &address );
  //! The APNs a planner typed, split at commas, semicolons and line ends, each trimmed; empty ones dropped.
  static QStringList apnList( const QString &text );

  //! The parcels whose APN is \a apn (one, unless the layer repeats it).
  QList<Parcel> byApn( const QString &apn ) const;
  //! The parcels at \a address.
  QList<Parcel> byAddress( const QString &address ) const;

  /**
   * Up to \a most parcels to offer when \a apn matches none: those whose
   * APN shares the longest start with it (the same book and page first).
   */
  QList<Parcel> nearApn( const QString &apn, int most = 5 ) const;
  //! Up to \a most parcels to offer when \a address matches none: the same house number, or the same street.
  QList<Parcel> nearAddress( const QString &address, int most = 5 ) const;

  /**
   * What the sheet of \a parcel says at its top when its APN names other
   * parcels of the layer \a layerName too: "APN 100-005 is shared by 2
   * parcels in layer 'parcels' (this is parcel 1 of 2, feature id 7); the
   * other sheet follows", or where the others' sheets are, or that they
   * are not printed; \a printed: the run's sheets, in order. Empty when the
   * APN is the parcel's alone.
   */
  QString sharedApnNote( const Parcel &parcel, const QList<Parcel> &printed, const QString &layerName ) const;

  //! "7001-009-003 (2607 E 14TH ST)", for lists of choices.
  static QString describe( const QList<Parcel> &parcels );

  long long parcelCount() const { return mParcels.size(); }

private:
  QList<Parcel> mParcels;
  QHash<QString, QList<int>> mByApn;
  QHash<QString, QList<int>> mByAddress;
};

#endif // SWPARCELSHEETFINDER_H
