/***************************************************************************
  swalgorithm.h: what every `stormwater` algorithm shares: who it is (id,
  name, group, tags, summary) declared once as a Description, the icon, the
  PROFILE parameter and its loading, and help built from the parameters.
 ***************************************************************************/
#ifndef SWALGORITHM_H
#define SWALGORITHM_H

#include "core/compat.h"
#include "core/swprofile.h"

#include "qgsattributes.h"
#include "qgsprocessingalgorithm.h"

#include <memory>

class QgsFeatureSink;
class QgsFields;
class SwRunOutputs;

class SwAlgorithm : public QgsProcessingAlgorithm
{
public:
  //! The Processing Toolbox groups of the provider.
  enum class Group
  {
    Screens,  //!< one screen at a time
    Citywide, //!< every screen in one pass
    Notices,  //!< letters and mailing lists
    Counter,  //!< one property at a time, for the person at the counter
    Profiles, //!< jurisdiction profiles
  };

  /**
   * Who an algorithm is, in one place. Texts are plain (marked with
   * QT_TRANSLATE_NOOP) and translated when shown.
   */
  struct Description
  {
    const char *id = nullptr; //!< stable, lower case: "esaadjacency"
    const char *displayName = nullptr;
    Group group = Group::Screens;
    const char *tags = nullptr; //!< comma separated
    const char *summary = nullptr;
  };

  static QString profileParameterName() { return QStringLiteral( "PROFILE" ); }
  static QString profileFileParameterName() { return QStringLiteral( "PROFILE_FILE" ); }

  QString name() const override;
  QString displayName() const override;
  QStringList tags() const override;
  QString group() const override;
  QString groupId() const override;
  QString shortDescription() const override;
  QIcon icon() const override;
  QString svgIconPath() const override;
  //! The algorithm's full help page (SwHelpPage), opened by the dialog's Help button.
  QString helpUrl() const override;

  /**
   * What the help pane leaves to the full page and to `parcelscreen help`:
   * the output fields and the method in detail. Empty by default.
   */
  virtual QString detailedHelp() const { return QString(); }

  //! The help pane's last line: where the details are.
  static QString helpPointer();

  /**
   * Refuses, naming the limit, a run this process cannot give enough open
   * files, or enough memory for \a parcels parcels (SwResources); called
   * first in every algorithm's preparation.
   */
  static void refuseScarceResources( long long parcels );

  /**
   * Refuses, naming the parameter, a file input that is a FIFO, a device
   * or a socket (SwInputCheck::whyNotAFile) before anything is opened, for
   * every algorithm and every way of running it (dialog, model, command
   * line); then prepareInputs(). Final: the check cannot be left out.
   */
  bool prepareAlgorithm( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback ) final;

protected:
  //! An algorithm's own preparation, after the shared checks. Does nothing by default.
  virtual bool prepareInputs( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback );

  //! Who this algorithm is.
  virtual Description description() const = 0;

  //! Adds PROFILE (a drop-down of the built-in cities) and PROFILE_FILE (a city's own profile file).
  void addProfileParameter();

  //! Loads PROFILE_FILE when given, else the profile PROFILE names; throws with the key at fault.
  SwProfile profileParameter( const QVariantMap &parameters, QgsProcessingContext &context ) const;

  //! Help text for PROFILE, shared by every algorithm's help.
  static QString profileHelp();

  /**
   * The sink for layer output \a output, staged by \a outputs: a PostGIS
   * table's COPY into its staging table, a CSV file through SwCsvSink (no
   * cell reaches a spreadsheet as a formula), otherwise QGIS's writer to
   * the staged file. \a destination receives where the layer goes. Throws
   * naming the output when it cannot be created.
   */
  std::unique_ptr<QgsFeatureSink> createStagedSink( SwRunOutputs &outputs, const QVariantMap &parameters, const QString &output, QgsProcessingContext &context, QString &destination, const QgsFields &fields, SwWkbType type, const QgsCoordinateReferenceSystem &crs );

  /**
   * Writes \a rows as the table (no geometry) of the feature sink output
   * \a output, staged in \a outputs as every output is (call it inside
   * SwRunOutputs::run); returns where it was staged.
   */
  QString writeTable( SwRunOutputs &outputs, const QVariantMap &parameters, const QString &output, QgsProcessingContext &context, const QgsFields &fields, const QList<QgsAttributes> &rows, QgsProcessingFeedback *feedback );
};

#endif // SWALGORITHM_H
