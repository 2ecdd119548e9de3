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
  {
  }
  virtual ~SwScreen() = default;

  QString id() const { return mId; }
  QString title() const { return mTitle; }
  //! The fields this screen adds to each parcel (its contract fields, with citation and status).
  QgsFields fields() const { return mRow.fields(); }

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
   * Warnings about the whole run, given once every parcel is evaluated
   * (counts gathered on the worker threads). Warnings known while preparing
   * go straight to SwScreenSetup::warnings.
   */
  virtual QStringList summary() const { return QStringList(); }

private:
  QString mId;
  QString mTitle;
  const SwRowSchema &mRow;
  QStringList mKeyInputs;
};

#endif // SWSCREEN_H
