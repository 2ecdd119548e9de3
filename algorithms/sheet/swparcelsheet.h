/***************************************************************************
  swparcelsheet.h: what one parcel's sheet says, read from the main job's
  screened layer: who and where the parcel is, every screen's answer in
  plain words with its figures and citation, what was not decided and why,
  and (when the applicant describes a project) whether it needs LID. The
  words are built here once; SwParcelSheetDocument lays them out as HTML
  and PDF. Every figure printed is a field of the layer (or the LID rules'
  answer): the sheet computes nothing the screening did not.
 ***************************************************************************/
#ifndef SWPARCELSHEET_H
#define SWPARCELSHEET_H

#include "core/swprofile.h"
#include "lid/swlidapplicability.h"
#include "lid/swprojectvolume.h"

#include "qgsfeature.h"
#include "qgsfields.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class SwParcelSheet
{
public:
  //! One line of a table: what, and its value in words.
  struct Line
  {
    QString label;
    QString value;
  };

  //! One screen's answer.
  struct Answer
  {
    QString screen;      //!< the screen's title: "Hillside property"
    QString answer;      //!< in plain words: "Yes: a hillside property", "Not decided"
    QStringList figures; //!< each measured figure with its unit
    QString why;         //!< the screening's own account (basis, reason); for an undecided answer, why not
    QString citation;    //!< the code section and its words
    bool decided = true;
  };

  /**
   * The sheet of the parcel \a feature of a screened layer with \a fields,
   * under \a profile (its thresholds and citations name what the figures
   * are measured against). \a areaSqft is the parcel's area in square feet,
   * measured by the caller in the working CRS (null when it has no geometry).
   */
  SwParcelSheet( const QgsFeature &feature, const QgsFields &fields, const SwProfile &profile, std::optional<double> areaSqft );

  //! Adds the LID answer for the project the applicant described on this parcel.
  void setProject( const QList<Line> &described, const SwLidAnswer &answer );
  //! Adds the project's design volume as built (nothing when it needs no LID), beside the existing lot's.
  void setProjectVolume( const std::optional<SwProjectVolume::Volume> &volume );

  QString apn() const { return mApn; }
  QString address() const { return mAddress; }
  QString owner() const { return mOwner; }
  //! APN, address, owner, area, zoning, use: what the layer has.
  const QList<Line> &identity() const { return mIdentity; }
  //! Every screen that ran, in the main job's order.
  const QList<Answer> &answers() const { return mAnswers; }
  //! "Hillside properties: slope data on only part of it": each screen that could not decide, with why.
  QStringList notDecided() const;
  //! The main job's screens that did not run on the layer (their fields are absent), by title, in the main job's order.
  QStringList notScreened() const;
  //! The flags the main job gave the parcel, in words; empty when none.
  QString flagsText() const { return mFlags; }
  const QList<Line> &project() const { return mProject; }
  const std::optional<SwLidAnswer> &projectAnswer() const { return mProjectAnswer; }
  //! The project's design volume, as built, in words: empty when it needs no LID.
  const QList<Line> &projectVolume() const { return mProjectVolume; }
  //! The profile's title: "City of Signal Hill".
  QString cityTitle() const { return mCityTitle; }

  /**
   * A citation as the sheet prints it: each reference of the profile's
   * citation without the code's quoted words (they are the profile's, listed
   * by stormwater:profilerules), and any "NOT CONFIRMED" warning kept whole.
   * "SHMC 12.16, definition EE \"Hillside Property\" (\"known erosive ...\")"
   * becomes "SHMC 12.16, definition EE \"Hillside Property\"".
   */
  static QString shortCitation( const QString &citation );

  //! A number as the sheet prints it: thousands separated, at most \a decimals places, no trailing zeros.
  static QString number( double value, int decimals = 0 );

private:
  class Row;
  void addVacant( const Row &row );
  void addHillside( const Row &row, const SwProfile &profile );
  void addEsa( const Row &row, const SwProfile &profile );
  void addInfeasibility( const Row &row, const SwProfile &profile );
  void addImpervious( const Row &row );
  void addDesignVolume( const Row &row );
  //! Adds \a answer, undecided when the screen \a screenId's status says it could not decide, with the screen's words for why.
  void add( Answer answer, const Row &row, const QString &screenId );

  QString mApn;
  QString mAddress;
  QString mOwner;
  QString mFlags;
  QString mCityTitle;
  QList<Line> mIdentity;
  QList<Answer> mAnswers;
  QList<Line> mProject;
  std::optional<SwLidAnswer> mProjectAnswer;
  QList<Line> mProjectVolume;
};

#endif // SWPARCELSHEET_H
