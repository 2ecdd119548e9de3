/***************************************************************************
  swscreen.h: one screen (vacant parcels, hillside, ESA adjacency,
  technical infeasibility) as a reusable piece: its parameters, the small
  layers it prepares once, and a thread-safe evaluation of one parcel. The
  single-screen algorithms run one; stormwater:screenparcels runs all four in
  one pass over the parcels.
 ***************************************************************************/
#ifndef SWSCREEN_H
#define SWSCREEN_H

#include "pipeline/swparcel.h"
#include "core/compat.h"
#include "core/swparameterreader.h"
#include "core/swinputnotes.h"
#include "core/swprofile.h"
#include "core/swreportcolumn.h"
#include "core/swrowschema.h"
#include "core/swwarnings.h"
#include "core/swworkingcrs.h"

#include "qgsfields.h"
#include "qgsprocessingalgorithm.h"

#include <memory>

class QgsProcessingContext;
class QgsProcessingFeedback;
class QgsFeatureSource;

//! What a screen needs to know about the run it is part of.
struct SwScreenSetup
{
  SwProfile profile;
  SwWorkingCrs working = SwWorkingCrs( QgsCoordinateReferenceSystem( SwWorkingCrs::defaultAuthId() ) );
  QgsFields parcelFields;
  QgsCoordinateReferenceSystem parcelCrs;
  //! True inside stormwater:screenparcels, where every screen is optional.
  bool combined = false;
  //! The run's warning sink: the log and the report. Never null during prepare().
  SwWarnings *warnings = nullptr;
  //! How each input was read (units and why, vocabularies): the log, the report, the layer metadata. Never null during prepare().
  SwInputNotes *notes = nullptr;
  //! The figures the screens prepared before this one give it for each parcel of this run (SwScreen::sharedFigures).
  QStringList sharedFigures;
};

//! A flag a screen raises and its words in the planner's language (the map's legend and the report say these).
struct SwFlagWords
{
  QString flag;
  QString words;
};

//! Lets a screen declare parameters on the algorithm that runs it.
class SwParameterSink
{
public:
  virtual ~SwParameterSink() = default;
  //! Adds \a parameter unless a parameter of that name exists (screens share SOILS, PROFILE...).
  virtual void addScreenParameter( QgsProcessingParameterDefinition *parameter ) = 0;

  //! Gives \a parameter its \a help (the help text and the dialog's tooltip) and adds it, advanced when asked.
  void add( QgsProcessingParameterDefinition *parameter, const QString &help, bool advanced = false )
  {
    if ( advanced )
      parameter->setFlags( parameter->flags() | SW_PARAMETER_FLAG_ADVANCED );
    parameter->setHelp( help );
    addScreenParameter( parameter );
  }
};

class SwScreen
{
public:
  /**
   * \a id is the screen's short id, also the field prefix in the combined
   * output ("vacant", "hillside", "esa", "infeasibility"); \a title its
   * planner's name; \a row the fields it adds to each parcel; \a keyInputs
   * the parameters any one of which makes a combined run include it.
   */
  SwScreen( const QString &id, const QString &title, const SwRowSchema &row, const QStringList &keyInputs )
    : mId( id )
    , mTitle( title )
    , mRow( row )
    , mKeyInputs( keyInputs )
    , mStatusIndex( row.indexOf( QStringLiteral( "status" ) ) )
  {
  }
  virtual ~SwScreen() = default;

  QString id() const { return mId; }
  QString title() const { return mTitle; }
  //! The fields this screen adds to each parcel (its contract fields, with citation and status).
  QgsFields fields() const { return mRow.fields(); }
  //! The position of the row's `status` field.
  int statusIndex() const { return mStatusIndex; }

  //! Declares the screen's parameters; in a combined run every one is optional.
  virtual void addParameters( SwParameterSink &sink, bool combined ) const = 0;

  /**
   * What the screen's output fields mean, for the algorithm's help. Each
   * parameter carries its own help (QgsProcessingParameterDefinition::setHelp),
   * which the help lists and the dialog shows.
   */
  virtual QString fieldsHelp() const = 0;

  /**
   * True when \a parameters hold what the screen needs. A combined run
   * skips an unconfigured screen (and says so); a single run never calls
   * prepare() without it because its inputs are mandatory.
   */
  virtual bool isConfigured( const QVariantMap &parameters, QgsProcessingContext &context ) const
  {
    return SwParameterReader( parameters, context ).anyGiven( mKeyInputs );
  }

  /**
   * What a combined run needs to include this screen, in words for the log,
   * the report and the main layer's readers ("give DEM, SLOPE_POLYGONS or
   * CONTOURS"): said wherever the screen did not run.
   */
  virtual QString inputsToRun() const
  {
    QStringList names = mKeyInputs;
    const QString last = names.isEmpty() ? QString() : names.takeLast();
    return names.isEmpty() ? QObject::tr( "give %1" ).arg( last ) : QObject::tr( "give %1 or %2" ).arg( names.join( QLatin1String( ", " ) ), last );
  }

  /**
   * Resolves inputs and loads the small layers once, in the working CRS.
   * Throws QgsProcessingException naming the layer, field or value at fault.
   */
  virtual void prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup ) = 0;

  /**
   * Called on the reading thread for each parcel before evaluation, for
   * what may not run on worker threads (QGIS expressions). Stores into
   * parcel.values.
   */
  virtual void read( SwParcel &parcel ) { Q_UNUSED( parcel ) }

  //! Evaluates one parcel: the values of fields(), in order. Thread safe.
  virtual QgsAttributes evaluate( const SwParcel &parcel ) const = 0;

  //! The figures share() gives the screens after this one (the design volume builds on the impervious and infeasible shares).
  virtual QStringList sharedFigures() const { return {}; }

  //! True when this run's evaluate() reads figures earlier screens share; without one, no screen shares (no work per parcel).
  virtual bool readsSharedFigures() const { return false; }

  /**
   * Called right after evaluate() with its \a row: puts the figures of
   * sharedFigures() into \a parcel.shared, each under its name (null when
   * not decided: the screen's own table says why).
   */
  virtual void share( const QgsAttributes &row, SwParcel &parcel ) const
  {
    Q_UNUSED( row )
    Q_UNUSED( parcel )
  }

  /**
   * True when answers depend on other parcels (contiguous vacant parcels):
   * then all rows are kept and finish() completes them before writing.
   */
  virtual bool needsAllParcels() const { return false; }

  //! Completes \a rows (this screen's values, by parcel index) once every parcel is evaluated.
  virtual void finish( std::vector<QgsAttributes> &rows, QgsProcessingFeedback *feedback )
  {
    Q_UNUSED( rows )
    Q_UNUSED( feedback )
  }

  //! True when the row should be written (a screen may offer "only qualifying").
  virtual bool keep( const QgsAttributes &row ) const
  {
    Q_UNUSED( row )
    return true;
  }

  //! The short flag this row raises in the combined output, or empty.
  virtual QString flag( const QgsAttributes &row ) const = 0;

  /**
   * Why this screen did not evaluate all of the parcel of \a row (its
   * status when that is not ok or repaired: outside_dem, partial_nodata,
   * null_geometry...), or empty when it did. A parcel is clean only when
   * every screen that ran evaluated all of it.
   */
  virtual QString incompleteReason( const QgsAttributes &row ) const
  {
    const QString status = row.value( mStatusIndex ).toString();
    return SwStatus::evaluated( status ) ? QString() : status;
  }

  //! A reason incompleteReason() gives, in the planner's words.
  virtual QString reasonWords( const QString &reason ) const { return SwStatus::words( reason ); }

  //! The flags flag() may return, with their words, in the order a legend lists them.
  virtual QList<SwFlagWords> flagWords() const = 0;

  //! True when the report lists \a row's parcel in this screen's table: flagged or not fully screened.
  virtual bool listedInReport( const QgsAttributes &row ) const { return !flag( row ).isEmpty() || !incompleteReason( row ).isEmpty(); }
  //! The report table's columns for this screen, after the parcel's APN, address and owner: figures, answer, why, citation.
  virtual QList<SwReportColumn> reportColumns() const = 0;
  //! The cells of reportColumns() for \a row, in the planner's words; a number column's cell is a plain number or empty.
  virtual QStringList reportCells( const QgsAttributes &row ) const = 0;
  //! What the report says under this screen's table, beyond its counts (which parcels it lists besides the flagged ones).
  virtual QString reportNote() const { return QString(); }

  /**
   * Warnings about the whole run, given once every parcel is evaluated
   * (counts gathered on the worker threads). Warnings known while preparing
   * go straight to SwScreenSetup::warnings.
   */
  virtual QStringList summary() const { return QStringList(); }

protected:
  //! A number cell of the report: \a value to \a decimals places, empty when null or not a number.
  static QString numberCell( const QVariant &value, int decimals )
  {
    bool ok = false;
    const double number = value.toDouble( &ok );
    return value.isNull() || !ok ? QString() : QString::number( number, 'f', decimals );
  }
  //! A yes/no cell of the report; \a unknown when null.
  static QString yesNoCell( const QVariant &value, const QString &unknown = QString() )
  {
    return value.isNull() ? unknown : ( value.toBool() ? QObject::tr( "yes" ) : QObject::tr( "no" ) );
  }

private:
  QString mId;
  QString mTitle;
  const SwRowSchema &mRow;
  QStringList mKeyInputs;
  int mStatusIndex = -1;
};

#endif // SWSCREEN_H
